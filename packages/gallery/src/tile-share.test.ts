import { describe, expect, it } from 'vitest';
import {
  PIN_BUTTON,
  SHARE_NETWORKS,
  SHARE_WINDOW,
  isShareNetwork,
  pinButtonPlacement,
  shareAddress,
  shareWindowFeatures,
} from './tile-share';

const picture = {
  pageUrl: 'https://atelier.test/albums/?ftg-set=prints#lightbox-albums-2',
  imageUrl: 'https://atelier.test/images/harbour-at-dusk-1600.jpg',
  title: 'Harbour at dusk & "sea" #2',
};

describe('share buttons (GAL-003, DEC-16)', () => {
  it('GAL-003 DEC-16 the gallery shares on Facebook, X and Pinterest', () => {
    expect(SHARE_NETWORKS).toEqual(['facebook', 'x', 'pinterest']);
    expect(isShareNetwork('x')).toBe(true);
    expect(isShareNetwork('linkedin')).toBe(false);
  });

  it('GAL-003 Facebook gets the page address, encoded', () => {
    expect(shareAddress('facebook', picture)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fatelier.test%2Falbums%2F%3Fftg-set%3Dprints%23lightbox-albums-2',
    );
  });

  it('GAL-003 X gets the page address and the title, encoded', () => {
    expect(shareAddress('x', picture)).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fatelier.test%2Falbums%2F%3Fftg-set%3Dprints%23lightbox-albums-2&text=Harbour%20at%20dusk%20%26%20%22sea%22%20%232',
    );
  });

  it('GAL-003 Pinterest gets the page, the picture and the title, encoded', () => {
    const address = shareAddress('pinterest', picture);
    expect(address.startsWith('https://www.pinterest.com/pin/create/button/?')).toBe(true);
    const query = address.slice(address.indexOf('?') + 1).split('&');
    expect(query).toEqual([
      `url=${encodeURIComponent(picture.pageUrl)}`,
      'media=https%3A%2F%2Fatelier.test%2Fimages%2Fharbour-at-dusk-1600.jpg',
      `description=${encodeURIComponent(picture.title)}`,
    ]);
    // Each value decodes back to what was shared: no `&` or `#` of the title leaks out.
    expect(query.map((pair) => decodeURIComponent(pair.slice(pair.indexOf('=') + 1)))).toEqual([
      picture.pageUrl,
      picture.imageUrl,
      picture.title,
    ]);
  });

  it('GAL-003 share windows are 600 by 400, centred on the screen', () => {
    expect(SHARE_WINDOW).toEqual({ width: 600, height: 400 });
    expect(shareWindowFeatures({ width: 1920, height: 1080 })).toBe(
      'width=600,height=400,left=660,top=340',
    );
    expect(shareWindowFeatures({ width: 1280, height: 800, left: 1920, top: 0 })).toBe(
      'width=600,height=400,left=2260,top=200',
    );
  });

  it('GAL-003 a screen smaller than the window puts it at the top-left, never off screen', () => {
    expect(shareWindowFeatures({ width: 375, height: 667 })).toBe(
      'width=600,height=400,left=0,top=134',
    );
    expect(shareWindowFeatures({ width: Number.NaN, height: -10, left: Number.NaN })).toBe(
      'width=600,height=400,left=0,top=0',
    );
  });
});

describe('pin button (GAL-014)', () => {
  it('GAL-014 the pin button is 54 by 54, bottom-left, margins 50/20/10/20, small screens under 768', () => {
    expect(PIN_BUTTON).toEqual({
      position: 'bottom-left',
      size: 54,
      margins: { bottom: 50, top: 20, left: 10, right: 20 },
      smallScreenBelow: 768,
    });
  });

  it('GAL-014 on a tile it sits 10 from the left and 50 from the bottom', () => {
    expect(pinButtonPlacement({ width: 240, height: 200 }, 1280)).toEqual({
      left: 10,
      top: 96,
      size: 54,
      visible: 'hover',
    });
  });

  it('GAL-014 under 768 wide (small screens) it always shows; from 768 on hover', () => {
    expect(pinButtonPlacement({ width: 240, height: 200 }, 767).visible).toBe('always');
    expect(pinButtonPlacement({ width: 240, height: 200 }, 768).visible).toBe('hover');
  });

  it('GAL-014 on a tile too small for the margins the top and right margins win, inside the tile', () => {
    // 100 high: 50 from the bottom would put it 4 px from the top, less than the top margin 20.
    expect(pinButtonPlacement({ width: 240, height: 100 }, 1280)).toMatchObject({
      left: 10,
      top: 20,
    });
    // 80 wide: 10 + 54 + 20 = 84 does not fit, so it moves left to keep the right margin.
    expect(pinButtonPlacement({ width: 80, height: 200 }, 1280)).toMatchObject({
      left: 6,
      top: 96,
    });
    expect(pinButtonPlacement({ width: 30, height: 30 }, 1280)).toMatchObject({ left: 0, top: 0 });
  });
});
