import { describe, expect, it } from 'vitest';
import { checkStep } from '@/components/wizard/check-step';
import { projectKindBySlug } from '@/lib/projects/options';
import { projectStepSchema } from '@/lib/projects/schemas';
import { formError } from '@/lib/validation/messages';

// Issue 21.4b: SPEC §5 words the completion-date error in lower case,
// 'should be greater than Project Lunched On', with the generic '!' appended.
// The project wizard sentence-cased it ("Should be …!").
describe('the project wizard shows SPEC §5 texts as written', () => {
  const kind = projectKindBySlug('flat-apartment')!;
  const basics = { key: 'basics', title: 'Project basic details', schema: projectStepSchema('basics', kind), body: null };

  it('a completion date before the launch reads "should be greater than Project Lunched On!"', async () => {
    const v = { project_type: kind.bodyType, no_of_units: '40', status_of_projects_construction: 'foundation',
      project_lunched_on: '2025-06-01', expected_completed_date: '2025-01-01' };
    const errors = await checkStep(basics, v);
    expect(errors).toEqual({ expected_completed_date: 'should be greater than Project Lunched On!' });
  });

  it('other messages stay sentence-cased with one "!"', () => {
    expect(formError('no_of_units is required')).toBe('No_of_units is required!');
    expect(formError('Enter a valid number')).toBe('Enter a valid number!');
    expect(formError('should be greater than Project Lunched On')).toBe('should be greater than Project Lunched On!');
  });
});
