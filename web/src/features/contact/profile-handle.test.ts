import { describe, expect, it } from 'vitest';
import { profileHandle } from './profile-handle';

describe('profileHandle', () => {
  it('shows the last path segment of a profile URL as a handle', () => {
    expect(profileHandle('https://www.linkedin.com/in/jane-doe/')).toBe('@jane-doe');
  });

  it('shows anything that is not a URL as given', () => {
    expect(profileHandle('jane-doe')).toBe('jane-doe');
  });
});
