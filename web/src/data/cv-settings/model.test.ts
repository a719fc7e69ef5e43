import { describe, expect, it } from 'vitest';
import { cvSettingsFromDoc, normaliseCvSettings } from './model';

describe('the CV settings as stored', () => {
  it('read settings saved before papers existed as showing the selected papers', () => {
    const older = { summary: 'Hi.', project_ids: null, certification_ids: ['c1'], show_phone: true };
    expect(cvSettingsFromDoc(older).all_publications).toBe(false);
    expect(cvSettingsFromDoc({ ...older, all_publications: true }).all_publications).toBe(true);
    // Anything but true is the default.
    expect(cvSettingsFromDoc({ ...older, all_publications: 'yes' }).all_publications).toBe(false);
  });

  it('keep the choice of every paper when saved', () => {
    const settings = cvSettingsFromDoc({ summary: ' Hi. ', all_publications: true });
    expect(normaliseCvSettings(settings)).toMatchObject({ summary: 'Hi.', all_publications: true });
  });
});
