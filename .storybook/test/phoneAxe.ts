import axe from 'axe-core';
import { WCAG_A_AA_TAGS } from '../../src/test/wcagTags';

/**
 * axe on the story as it is laid out now (the phone, after the desktop check of the a11y addon), with
 * the addon's settings: WCAG 2.1 A/AA, no landmark rule (a story is a part of a page). Returns each
 * violation as `rule: targets`, to read in the failure.
 */
export async function phoneAxeViolations(): Promise<string[]> {
  axe.reset();
  axe.configure({ rules: [{ id: 'region', enabled: false }] });
  const result = await axe.run(document.body, { runOnly: { type: 'tag', values: WCAG_A_AA_TAGS } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
