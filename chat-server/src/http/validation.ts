import type { z } from 'zod';

export interface ValidationErrorBody {
  success: false;
  error: string;
  issues: Array<{ path: string; message: string }>;
}

export function validationError(error: z.ZodError, summary = 'Invalid request body'): ValidationErrorBody {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return { success: false, error: `${summary}: ${issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ')}`, issues };
}
