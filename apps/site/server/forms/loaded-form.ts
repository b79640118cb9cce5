import type { FormSuccessBehaviour } from '@atelier/contracts/forms';
import type { FormStatus } from '@atelier/db/repositories/forms';
import type { FormDefinition } from '@atelier/form-engine/schema/definition';

// The form as the forms room passes it around. Its own module, below the form, draft and upload
// services that all take it, so none of them imports another for a type.

/** A form as the server uses it: the definition parsed and checked, the behaviour too. */
export interface LoadedForm {
  id: number;
  slug: string;
  title: string;
  status: FormStatus;
  definition: FormDefinition;
  successBehaviour: FormSuccessBehaviour;
}

/** Who submitted, as far as an entry records it: never the raw address. */
export interface SubmittingVisitor {
  sessionId: string;
  ipHash: string;
  userAgent: string;
}

export class FormNotFound extends Error {
  override name = 'FormNotFound';

  constructor(readonly formId: number) {
    super(`There is no form with id ${formId} on this site.`);
  }
}
