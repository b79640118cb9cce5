import { validateCaptcha } from '@atelier/form-engine/validation/captcha';
import { describe, expect, it } from 'vitest';
import { FORM_STRINGS } from './form-strings';
import { GENERIC_SUBMIT_ERROR } from './submit-form';
import {
  NO_FILE_CHOSEN,
  UPLOAD_ERROR_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
} from '../upload/upload-client';

describe('the server strings table (cform)', () => {
  it('ERR-021 an unsolved captcha is refused with captcha_error, Invalid CAPTCHA', () => {
    expect(FORM_STRINGS.captcha_error).toBe('Invalid CAPTCHA');
    expect(validateCaptcha('')).toBe(FORM_STRINGS.captcha_error);
  });

  it('ERR-020 ERR-022 the flows show the table’s texts: process_error for a failed upload, no_file_chosen beside an empty input', () => {
    expect(UPLOAD_FAILED_MESSAGE).toBe(FORM_STRINGS.process_error);
    expect(NO_FILE_CHOSEN).toBe(FORM_STRINGS.no_file_chosen);
    expect(FORM_STRINGS.no_file_chosen).toBe('No file chosen');
    expect(UPLOAD_ERROR_MESSAGE).toBe(FORM_STRINGS.upload_error);
    expect(GENERIC_SUBMIT_ERROR).toBe(FORM_STRINGS.error);
  });
});
