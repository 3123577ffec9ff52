import { describe, expect, it } from 'vitest';
import { isHumanBrowser, unsupportedBrowserId } from '../../src/domain/browsers';

const UA = {
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie9: 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)',
  yandex: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 YaBrowser/24.1.0.0 Safari/537.36',
  silk: 'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/119.3.1 like Chrome/119.0.6045.193 Safari/537.36',
  kakaotalk: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.1.5',
  aol: 'Mozilla/4.0 (compatible; MSIE 7.0; AOL 9.5; AOLBuild 4337.43; Windows NT 6.0)',
  beaker: 'Mozilla/5.0 (Macintosh) AppleWebKit/537.36 (KHTML, like Gecko) BeakerBrowser/1.1.0 Chrome/91.0 Safari/537.36',
  netfront: 'SonyEricssonK750i/R1AA Browser/NetFront/3.3 Profile/MIDP-2.0 Configuration/CLDC-1.1',
  bb10: 'Mozilla/5.0 (BB10; Touch) AppleWebKit/537.35+ (KHTML, like Gecko) Version/10.3.3.2205 Mobile Safari/537.35+',
  miui: 'Mozilla/5.0 (Linux; U; Android 11; cs-cz; M2101K6G Build/RKQ1.200826.002) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.127 Mobile Safari/537.36 XiaoMi/MiuiBrowser/13.7.0-gn',
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0',
  safari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
};

describe('unsupportedBrowserId', () => {
  it.each([
    ['ie11', 'ie'],
    ['ie9', 'ie'],
    ['yandex', 'yandex'],
    ['silk', 'silk'],
    ['kakaotalk', 'kakaotalk'],
    ['aol', 'aol'],
    ['beaker', 'beaker'],
    ['netfront', 'netfront'],
    ['bb10', 'bb10'],
    ['miui', 'miui'],
  ] as const)('names %s as %s', (key, id) => {
    expect(unsupportedBrowserId(UA[key])).toBe(id);
  });

  it.each(['chrome', 'firefox', 'safari'] as const)('accepts %s', (key) => {
    expect(unsupportedBrowserId(UA[key])).toBeNull();
  });

  it('treats a missing user agent as supported', () => {
    expect(unsupportedBrowserId(undefined)).toBeNull();
    expect(unsupportedBrowserId('')).toBeNull();
  });
});

describe('isHumanBrowser', () => {
  it.each(['chrome', 'firefox', 'safari', 'ie11', 'yandex'] as const)('treats %s as a person', (key) => {
    expect(isHumanBrowser(UA[key])).toBe(true);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['curl', 'curl/8.1.2'],
    ['nothing', ''],
  ])('treats %s as no person', (_name, ua) => {
    expect(isHumanBrowser(ua)).toBe(false);
  });

  it('treats a missing user agent as no person', () => {
    expect(isHumanBrowser(undefined)).toBe(false);
  });
});
