// Numbers that dial from anywhere, map links per service, gifts to the giving platform
// (src/cms/links.ts): built from CMS data, and only ever safe links.
import { describe, expect, it } from 'vitest';
import { giftLink, mapLinks, phoneNumber, whatsappLink } from '@/cms/links';

describe('phone numbers', () => {
  it('in E.164 for tel: links, shown in international form', () => {
    for (const raw of [
      '3555 0100',
      '35550100',
      '+852 3555 0100',
      '+852-3555-0100',
      '(+852) 3555 0100',
      '00852 3555 0100',
    ])
      expect(phoneNumber(raw), raw).toEqual({ e164: '+85235550100', display: '+852 3555 0100' });
    expect(phoneNumber('+86 755 8888 0000')).toEqual({ e164: '+8675588880000', display: '+86 755 8888 0000' });
    expect(phoneNumber('+1 (416) 555-0199')).toEqual({ e164: '+14165550199', display: '+1 (416) 555-0199' });
  });

  it('none for what cannot be one: shown as text, never a link', () => {
    for (const raw of ['', '   ', '0100', 'call us', '12345678901234567890', '+0 123 4567'])
      expect(phoneNumber(raw), raw).toBeUndefined();
  });

  it('WhatsApp: a wa.me chat with the number, opened in a new window', () => {
    expect(whatsappLink('+852 5555 0188')).toEqual({ href: 'https://wa.me/85255550188', external: true });
    expect(whatsappLink('')).toBeUndefined();
  });
});

describe('map links', () => {
  it('OpenStreetMap, Google Maps and Amap (told the coordinates are WGS 84), each external', () => {
    const links = mapLinks(22.4262, 114.2339, '88 Crescent Harbour Road');
    expect(links.map((l) => l.service)).toEqual(['osm', 'google', 'amap']);
    expect(links.every((l) => l.link.external)).toBe(true);
    expect(links[0]?.link.href).toBe(
      'https://www.openstreetmap.org/?mlat=22.426200&mlon=114.233900#map=17/22.426200/114.233900',
    );
    expect(links[1]?.link.href).toBe('https://www.google.com/maps/search/?api=1&query=22.426200,114.233900');
    expect(links[2]?.link.href).toBe(
      'https://uri.amap.com/marker?position=114.233900,22.426200&name=88%20Crescent%20Harbour%20Road&coordinate=wgs84&callnative=0',
    );
  });

  it('none without both coordinates', () => {
    expect(mapLinks(undefined, 114.2, 'x')).toEqual([]);
    expect(mapLinks(22.4, undefined, 'x')).toEqual([]);
  });
});

describe('gifts', () => {
  it('to a fund’s https page, with the amount in its query', () => {
    expect(giftLink('https://give.example/funds/a', 500)).toEqual({
      href: 'https://give.example/funds/a?amount=500',
      external: true,
    });
    expect(giftLink('https://give.example/funds/a?lang=en', 500)?.href).toBe(
      'https://give.example/funds/a?lang=en&amount=500',
    );
    expect(giftLink('https://give.example/funds/a')).toEqual({ href: 'https://give.example/funds/a', external: true });
  });

  it('never to a script, a plain-http page or one of the site’s own paths', () => {
    for (const bad of ['javascript:alert(1)', 'http://give.example/', '/give', 'data:text/html,x'])
      expect(giftLink(bad, 100), bad).toBeUndefined();
  });
});
