import { IMAGE_HOSTS, isHostedImage } from './imageHosts';

describe('isHostedImage', () => {
  it('accepts https images on KOOK’s CDN', () => {
    expect(IMAGE_HOSTS).toEqual(['img.kookapp.cn']);
    expect(isHostedImage('https://img.kookapp.cn/avatars/2024-01/a.png')).toBe(true);
  });

  it.each([
    ['another host', 'https://tracker.example/pixel.png'],
    ['a look-alike host', 'https://img.kookapp.cn.evil.example/a.png'],
    ['a subdomain', 'https://x.img.kookapp.cn/a.png'],
    ['plain http', 'http://img.kookapp.cn/a.png'],
    ['another port', 'https://img.kookapp.cn:8443/a.png'],
    ['credentials', 'https://user@evil.example/a.png'],
    ['a data URL', 'data:image/png;base64,AAAA'],
    ['nothing', ''],
  ])('refuses %s', (_name, value) => {
    expect(isHostedImage(value)).toBe(false);
  });
});
