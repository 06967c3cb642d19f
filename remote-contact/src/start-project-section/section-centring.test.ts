import { centringScroll, readersPlace } from './section-centring';

const VIEWPORT = 800;
const HEADER = 112;

describe('centringScroll', () => {
  it('centres a section that is mostly in view in the window below the header', () => {
    // 400 px tall, 300 px on screen: its centre at 700, the window's at 456.
    expect(centringScroll({ section: { top: 500, bottom: 900 }, viewportHeight: VIEWPORT, headerHeight: HEADER, keepInView: [] })).toBe(
      244,
    );
  });

  it('leaves the page alone while less than half of the section is on screen', () => {
    expect(
      centringScroll({ section: { top: 620, bottom: 1020 }, viewportHeight: VIEWPORT, headerHeight: HEADER, keepInView: [] }),
    ).toBeNull();
  });

  it('aligns a section taller than the window by its top, once it fills half the window', () => {
    expect(centringScroll({ section: { top: 300, bottom: 1700 }, viewportHeight: VIEWPORT, headerHeight: HEADER, keepInView: [] })).toBe(
      188,
    );
    expect(
      centringScroll({ section: { top: 500, bottom: 1900 }, viewportHeight: VIEWPORT, headerHeight: HEADER, keepInView: [] }),
    ).toBeNull();
  });

  it('never moves a heading the visitor has on screen out of the window', () => {
    const section = { top: 500, bottom: 900 };
    // 244 px up would put a heading at 200 under the header.
    expect(centringScroll({ section, viewportHeight: VIEWPORT, headerHeight: HEADER, keepInView: [{ top: 200, bottom: 240 }] })).toBeNull();
    expect(centringScroll({ section, viewportHeight: VIEWPORT, headerHeight: HEADER, keepInView: [{ top: 400, bottom: 440 }] })).toBe(244);
  });

  it('does nothing for a section already centred', () => {
    expect(
      centringScroll({ section: { top: 256, bottom: 656 }, viewportHeight: VIEWPORT, headerHeight: HEADER, keepInView: [] }),
    ).toBeNull();
  });
});

describe('readersPlace', () => {
  it('lists the headings outside the section that are fully below the header and above the window edge', () => {
    document.body.innerHTML = '<h1>Read</h1><h2>Below</h2><section><h2>Start your project</h2></section>';
    const [read, below, inside] = [...document.querySelectorAll('h1, h2')];
    const box = (top: number) => ({ top, bottom: top + 40, height: 40 }) as DOMRect;
    jest.spyOn(read as Element, 'getBoundingClientRect').mockReturnValue(box(300));
    jest.spyOn(below as Element, 'getBoundingClientRect').mockReturnValue(box(900));
    jest.spyOn(inside as Element, 'getBoundingClientRect').mockReturnValue(box(500));

    const section = document.querySelector('section') as Element;
    expect(readersPlace(section, VIEWPORT, HEADER)).toEqual([box(300)]);
  });

  it('counts the focused element outside the section too', () => {
    document.body.innerHTML = '<section><h2>Start your project</h2></section><footer><a href="/about">About</a></footer>';
    const link = document.querySelector('a') as HTMLElement;
    const box = { top: 700, bottom: 724, height: 24 } as DOMRect;
    jest.spyOn(link, 'getBoundingClientRect').mockReturnValue(box);
    link.focus();

    expect(readersPlace(document.querySelector('section') as Element, VIEWPORT, HEADER)).toEqual([box]);
  });
});
