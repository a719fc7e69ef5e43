import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeDehydratedLinks } from './dehydrated-links';

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

function page(html: string) {
  document.body.innerHTML = html;
  const navigate = vi.fn();
  stop = routeDehydratedLinks(navigate);
  return navigate;
}

function click(selector: string, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  document.querySelector(selector)!.dispatchEvent(event);
  return event;
}

describe('routeDehydratedLinks', () => {
  it('sends a tap on a link of a section still waiting to hydrate through the router', () => {
    const navigate = page('<div data-hydration-slice="s"><a id="l" href="/projects/a?x=1#top">A</a></div>');
    const event = click('#l');
    expect(navigate).toHaveBeenCalledWith('/projects/a?x=1#top');
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves alone what a hydrated Link already handled, new-tab and modified clicks, downloads and other sites', () => {
    const navigate = page(`<div data-hydration-slice="s">
      <a id="handled" href="/about">About</a>
      <a id="tab" href="/about" target="_blank">New tab</a>
      <a id="file" href="/demo/report.pdf" download>Report</a>
      <a id="away" href="https://github.com/x">GitHub</a>
      <a id="pdf" href="/demo/cv.pdf">CV</a>
    </div><a id="outside" href="/about">Outside a slice</a>`);
    document.getElementById('handled')!.addEventListener('click', (e) => e.preventDefault());
    click('#handled');
    click('#tab');
    click('#file');
    click('#away');
    click('#pdf');
    click('#outside');
    const withCtrl = click('#outside', { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
    expect(withCtrl.defaultPrevented).toBe(false);
  });
});
