/**
 * The OAuth providers GoTrue knows. `/settings` lists them (with what is enabled) and `/authorize`
 * tells a known but disabled provider from an unknown one, as GoTrue does.
 */
export const OAUTH_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'kakao',
  'keycloak',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'slack',
  'slack_oidc',
  'snapchat',
  'spotify',
  'twitch',
  'twitter',
  'workos',
  'zoom',
] as const;

/** Only Google is enabled here, through the local stand-in. */
export const ENABLED_OAUTH_PROVIDER = 'google';
