import axe from 'axe-core';

// axe's experimental rules too (label-content-name-mismatch, WCAG 2.5.3, is one of them).
const EXPERIMENTAL_RULES = Object.fromEntries(axe.getRules(['experimental']).map((rule) => [rule.ruleId, { enabled: true }]));

/**
 * Serious and critical axe violations inside an element, shadow root included. Colours are
 * only final once opening animations (opacity) have ended, so those finite ones are awaited
 * first (a spinner's endless one is not).
 */
export async function seriousViolations(element: Element): Promise<string[]> {
  const animations = (element.shadowRoot ?? element.ownerDocument).getAnimations();
  const ending = animations.filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
  await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  const result = await axe.run(element, { resultTypes: ['violations'], rules: EXPERIMENTAL_RULES });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
