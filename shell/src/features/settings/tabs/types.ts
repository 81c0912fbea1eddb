import type { Profile, ProfilePatch } from '../profileApi.ts';

export interface TabProps {
  profile: Profile;
  /** Saves a part of the profile; throws on failure. */
  save(patch: ProfilePatch): Promise<void>;
}
