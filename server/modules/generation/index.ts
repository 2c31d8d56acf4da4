/**
 * Video generation for admins with Google Veo through the Gemini API
 * (`GOOGLE_API_KEY`, `VEO_MODEL`): requests, the pg-boss jobs that run the
 * long operation, and the history. Finished videos enter the catalogue as
 * DRAFT assets through its normal pipeline.
 */
import { defineModule } from '../../module.js';
import { GenerationJobEntity } from './generation.entity.js';
import { GenerationResolver } from './generation.resolver.js';
import { forgetRequester } from './generation.service.js';
import { generationJobs } from './generation-jobs.js';

export default defineModule({
  name: 'generation',
  entities: [GenerationJobEntity],
  resolvers: [GenerationResolver],
  jobs: generationJobs,
  erase: forgetRequester,
});
