import { describe, expect, it } from 'vitest';
import {
  jsonLdScriptHtml,
  profilePageJsonLd,
  projectBreadcrumbJsonLd,
  projectJsonLd,
  serializeJsonLd,
  type ProjectInput,
} from './json-ld';

const SITE = 'https://alex.example.com';

const app: ProjectInput = {
  id: 'fit',
  title: 'FitTrack',
  description: 'An Android app',
  image_url: '/demo/projects/fitness.webp',
  tags: ['Kotlin', 'Compose'],
  category: 'android',
  code_url: 'https://github.com/alex/fit',
  live_url: 'https://play.google.com/store/apps/details?id=fit',
};

/** What the page hands the crawler, read back as JSON. */
const roundTrip = (value: Parameters<typeof serializeJsonLd>[0]) =>
  JSON.parse(serializeJsonLd(value)) as Record<string, unknown>;

describe('projectJsonLd', () => {
  it('carries the case study as a TechArticle part, and nothing when there is none', () => {
    const ld = roundTrip(projectJsonLd(SITE, { ...app, case_study: '## Results\n\nAUC 0.91\n' }));
    expect(ld.hasPart).toEqual({
      '@type': 'TechArticle',
      headline: 'FitTrack: case study',
      articleBody: '## Results\n\nAUC 0.91',
      url: `${SITE}/projects/fit#case-study-title`,
    });
    expect(roundTrip(projectJsonLd(SITE, app)).hasPart).toBeUndefined();
  });

  it('describes an Android project as a SoftwareApplication with its code and links', () => {
    const ld = roundTrip(projectJsonLd(SITE, app));
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toEqual(['SoftwareApplication', 'SoftwareSourceCode']);
    expect(ld).toMatchObject({
      name: 'FitTrack',
      description: 'An Android app',
      operatingSystem: 'Android',
      image: `${SITE}/demo/projects/fitness.webp`,
      keywords: 'Kotlin, Compose',
      codeRepository: 'https://github.com/alex/fit',
      url: 'https://play.google.com/store/apps/details?id=fit',
    });
  });

  it("describes a data project as a CreativeWork and leaves out '#' links and a missing image", () => {
    const ld = roundTrip(
      projectJsonLd(SITE, {
        ...app,
        id: 'x y',
        category: 'data',
        image_url: '',
        code_url: '#',
        live_url: ' # ',
        tags: [],
      }),
    );
    expect(ld['@type']).toBe('CreativeWork');
    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('codeRepository');
    expect(ld).not.toHaveProperty('keywords');
    expect(ld).not.toHaveProperty('operatingSystem');
    // Without a live demo the project's own page is its URL.
    expect(ld.url).toBe(`${SITE}/projects/x%20y`);
  });
});

describe('serializeJsonLd', () => {
  it('cannot be ended or commented out by text in a description, and reads back unchanged', () => {
    const description = 'Evil </script><script>alert(1)</script> <!-- & \u2028 done';
    const html = jsonLdScriptHtml(projectJsonLd(SITE, { ...app, description }), '/projects/fit');
    const body = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(body).not.toMatch(/<|>/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect((JSON.parse(body) as { description: string }).description).toBe(description);
    expect(html).toContain('data-page="/projects/fit"');
  });
});

describe('profilePageJsonLd', () => {
  it('makes the Person the main entity, from the profile, education, certifications and skills', () => {
    const ld = roundTrip(
      profilePageJsonLd(SITE, '/about', {
        name: 'Alex Morgan',
        title: 'Data Scientist',
        profileImage: '/demo/profile/alex.webp',
        email: 'alex@example.com',
        linkedin: 'https://www.linkedin.com/in/alex',
        education: [{ institution: 'MIT' }, { institution: 'MIT' }, { institution: 'ETH' }],
        certifications: [{ title: 'TensorFlow Developer', issuer: 'Google' }],
        skills: [{ name: 'Python' }, { name: 'Kotlin' }],
      }),
    );
    expect(ld['@type']).toBe('ProfilePage');
    expect(ld.url).toBe(`${SITE}/about`);
    expect(ld.mainEntity).toEqual({
      '@type': 'Person',
      name: 'Alex Morgan',
      jobTitle: 'Data Scientist',
      image: `${SITE}/demo/profile/alex.webp`,
      url: `${SITE}/`,
      email: 'alex@example.com',
      sameAs: ['https://www.linkedin.com/in/alex'],
      alumniOf: [
        { '@type': 'EducationalOrganization', name: 'MIT' },
        { '@type': 'EducationalOrganization', name: 'ETH' },
      ],
      hasCredential: [
        {
          '@type': 'EducationalOccupationalCredential',
          name: 'TensorFlow Developer',
          recognizedBy: { '@type': 'Organization', name: 'Google' },
        },
      ],
      knowsAbout: ['Python', 'Kotlin'],
      subjectOf: {
        '@type': 'DigitalDocument',
        name: 'CV of Alex Morgan',
        url: `${SITE}/cv`,
        encoding: [
          { '@type': 'MediaObject', contentUrl: `${SITE}/cv.pdf`, encodingFormat: 'application/pdf' },
          { '@type': 'MediaObject', contentUrl: `${SITE}/resume.json`, encodingFormat: 'application/json' },
        ],
      },
    });
  });

  it("leaves sameAs out when the professional-network link is '#'", () => {
    const ld = profilePageJsonLd(SITE, '/', {
      name: 'A',
      title: 'B',
      profileImage: 'https://cdn.test/p.png',
      linkedin: '#',
      education: [],
      certifications: [],
      skills: [],
    });
    expect(ld.mainEntity).not.toHaveProperty('sameAs');
    expect(ld.mainEntity).toMatchObject({ image: 'https://cdn.test/p.png' });
  });
});

describe('projectBreadcrumbJsonLd', () => {
  it('leads from Home through Projects to the project, with absolute URLs', () => {
    const ld = roundTrip(projectBreadcrumbJsonLd(SITE, { id: 'fit', title: 'FitTrack' }));
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Projects', item: `${SITE}/projects` },
      { '@type': 'ListItem', position: 3, name: 'FitTrack', item: `${SITE}/projects/fit` },
    ]);
  });
});
