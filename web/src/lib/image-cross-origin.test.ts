import { describe, expect, it } from 'vitest';
import { emulatorPorts } from '@/config/env';
import { imageCrossOrigin } from './image-cross-origin';

describe('imageCrossOrigin', () => {
  it('asks for CORS on Firebase Storage URLs, production and emulator', () => {
    expect(
      imageCrossOrigin(
        'https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o/projects%2Fa.png?alt=media&token=t',
      ),
    ).toBe('anonymous');
    expect(imageCrossOrigin('https://storage.googleapis.com/p.appspot.com/profiles/me.jpg')).toBe(
      'anonymous',
    );
    expect(
      imageCrossOrigin(
        `http://127.0.0.1:${emulatorPorts.storage}/v0/b/demo-portfolio.appspot.com/o/x.png?alt=media`,
      ),
    ).toBe('anonymous');
  });

  it('leaves same-origin and other hosts alone, where CORS could break the image', () => {
    expect(imageCrossOrigin('/demo/projects/churn.webp')).toBeUndefined();
    expect(imageCrossOrigin('https://images.example.com/photo.jpg')).toBeUndefined();
    expect(imageCrossOrigin(`http://127.0.0.1:${emulatorPorts.storage}/not-storage.png`)).toBeUndefined();
    expect(imageCrossOrigin('')).toBeUndefined();
    expect(imageCrossOrigin(undefined)).toBeUndefined();
    expect(imageCrossOrigin('http://[bad')).toBeUndefined();
  });
});
