import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from '../../src/ui/common/SafeHtml';
import { renderHarness } from './harness';

describe('HTML from the store and CMS', () => {
  it('keeps formatting and links', () => {
    expect(sanitizeHtml('<p>Tough <strong>tray</strong> <a href="/x">more</a></p>')).toBe(
      '<p>Tough <strong>tray</strong> <a href="/x">more</a></p>',
    );
  });

  it('drops scripts, event handlers, script URLs and frames without running them', () => {
    const trap = ((window as unknown as { __xss?: number }).__xss = 0);
    const html = [
      '<img src=x onerror="window.__xss=1">',
      '<script>window.__xss=1</script>',
      '<a href="javascript:window.__xss=1">x</a>',
      '<iframe src="javascript:window.__xss=1"></iframe>',
      '<svg><script>window.__xss=1</script></svg>',
      '<p onclick="window.__xss=1" style="background:url(javascript:1)">ok</p>',
    ].join('');
    const { container } = renderHarness(<SafeHtml html={html} />);
    expect(container.querySelector('script, iframe, img, svg')).toBeNull();
    expect(container.querySelector('[onclick], [onerror], [style]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(container.textContent).toContain('ok');
    expect((window as unknown as { __xss?: number }).__xss).toBe(trap);
  });

  it('makes new-tab links unable to reach back to the page', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});
