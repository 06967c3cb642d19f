import type { z } from 'zod';

export interface ValidationErrorBody {
  success: false;
  error: string;
  issues: Array<{ path: string; message: string }>;
}

/**
 * A 400 body: the issues as the schema reported them (for a client to show at
 * its fields), and a one-line summary in chat-server's words, where `wording`
 * says an issue code in words.
 */
export function validationError(
  error: z.core.$ZodError,
  summary = 'Invalid request body',
  wording: Readonly<Record<string, string>> = {},
): ValidationErrorBody {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const described = issues.map((issue) => ({ ...issue, message: wording[issue.message] ?? issue.message }));
  return {
    success: false,
    error: `${summary}: ${described.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ')}`,
    issues,
  };
}
