/**
 * The Gemini API's errors in plain words. The API answers with HTTP status
 * and a google.rpc status name (`RESOURCE_EXHAUSTED`, `INVALID_ARGUMENT`…),
 * and a finished operation can carry the same shape with a numeric gRPC code.
 */
import type { GenerationFailureValue } from './generation.entity.js';

export interface GenerationFailure {
  code: GenerationFailureValue;
  message: string;
}

/** gRPC codes (google.rpc.Code) that a finished operation's `error.code` may hold. */
const GRPC: Record<number, GenerationFailureValue> = {
  3: 'INVALID_ARGUMENT',
  7: 'PERMISSION_DENIED',
  8: 'QUOTA',
  16: 'PERMISSION_DENIED',
};

const HTTP: Record<number, GenerationFailureValue> = {
  400: 'INVALID_ARGUMENT',
  401: 'PERMISSION_DENIED',
  403: 'PERMISSION_DENIED',
  404: 'INVALID_ARGUMENT',
  429: 'QUOTA',
};

const STATUS: Record<string, GenerationFailureValue> = {
  INVALID_ARGUMENT: 'INVALID_ARGUMENT',
  FAILED_PRECONDITION: 'INVALID_ARGUMENT',
  NOT_FOUND: 'INVALID_ARGUMENT',
  PERMISSION_DENIED: 'PERMISSION_DENIED',
  UNAUTHENTICATED: 'PERMISSION_DENIED',
  RESOURCE_EXHAUSTED: 'QUOTA',
};

const ADVICE: Record<GenerationFailureValue, string> = {
  QUOTA:
    'The Gemini API quota for Veo is used up. Wait a while and try again, or raise the quota or billing tier in Google AI Studio.',
  SAFETY_BLOCK: "Google's safety filters blocked the request. Rephrase the prompt and try again.",
  INVALID_ARGUMENT:
    'The Gemini API refused the settings. Check that the model supports this duration, resolution, aspect ratio and number of videos.',
  PERMISSION_DENIED:
    'The Gemini API refused the API key. Check GOOGLE_API_KEY, and that the key may use the Veo model set in VEO_MODEL.',
  API_ERROR: 'The Gemini API failed. Try again later.',
  NO_VIDEO: 'The Gemini API returned no video.',
  TIMED_OUT: 'The generation took too long and was given up.',
};

/** Safety refusals come back as INVALID_ARGUMENT too; their message says so. */
const SAFETY_WORDS = /safety|responsible ai|\brai\b|blocked|policy|prohibited/i;

export function apiFailure(error: { code?: number; message?: string; status?: string }): GenerationFailure {
  const said = (error.message ?? '').replace(/\s+/g, ' ').trim().slice(0, 500);
  let code: GenerationFailureValue =
    (error.status && STATUS[error.status]) ||
    (error.code !== undefined && (HTTP[error.code] ?? GRPC[error.code])) ||
    'API_ERROR';
  if (code === 'INVALID_ARGUMENT' && SAFETY_WORDS.test(said)) code = 'SAFETY_BLOCK';
  return { code, message: said ? `${ADVICE[code]} The API said: “${said}”` : ADVICE[code] };
}

export function failureAdvice(code: GenerationFailureValue): string {
  return ADVICE[code];
}
