import { describeNamespace } from '@portal/dashboard-kit-testing';
import { values as onboardings } from '../client-onboarding/data.ts';
import { values as requests } from '../hr-service/data.ts';
import { values as applications, SCORE_BANDS } from '../job-application/data.ts';
import { hrNamespace } from './index.ts';

describeNamespace(hrNamespace, {
  enums: {
    'values.requestType': requests.request_type,
    'values.requestStatus': requests.status,
    'values.stage': applications.stage,
    'values.source': applications.source,
    'values.onboardingStage': onboardings.stage,
    'jobApplication.scoreBand': SCORE_BANDS.map((b) => b.id),
  },
});
