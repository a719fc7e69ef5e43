// Links that look like site paths but send a visitor to another host ('//host', '/\host',
// '\\host'), or run code (javascript:, data:), in any letter case: refused in every link field,
// with the legitimate links still saved beside them.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, SAFE_ID_PATTERN } from '@portfolio/model/collections';
import { CONTACT_EMAIL_PATTERN } from '@portfolio/model/contact';
import { URL_PATTERN_SOURCE } from '@portfolio/model/urls';
import { arrangeAll } from './arrange';
import { projectFilesCase, projectsCase } from './fixtures';
import { contextFor, firestoreOf, firestoreRulesSource, rulesEnvironment } from './support';

const SPOOFED = [
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '/\\/evil.example',
  'javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
].flatMap((link) => [link, link.toUpperCase()]);
const LEGITIMATE = ['https://example.com/x', 'http://example.com', '/demo/app.apk', '#'];

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
  await arrangeAll(env);
});
afterAll(async () => {
  await env.cleanup();
});

const db = () => firestoreOf(contextFor(env, 'admin'));
const project = () => doc(db(), COLLECTIONS.projects, projectsCase.id);
const personal = (field: string, value: string) =>
  setDoc(doc(db(), COLLECTIONS.personalInfo, field), {
    field_name: field,
    field_value: value,
    updated_at: serverTimestamp(),
  });

describe('project links', () => {
  it.each(SPOOFED)('refuses %j as code, live or image URL', async (link) => {
    await assertFails(updateDoc(project(), { code_url: link }));
    await assertFails(updateDoc(project(), { live_url: link }));
    await assertFails(updateDoc(project(), { image_url: link }));
  });

  it.each(SPOOFED)('refuses %j as a new file’s URL', async (link) => {
    await assertFails(
      setDoc(doc(db(), COLLECTIONS.projectFiles, 'spoof'), { ...projectFilesCase.valid(), file_url: link }),
    );
  });

  it.each(LEGITIMATE)('still saves %j', async (link) => {
    await assertSucceeds(updateDoc(project(), { code_url: link, live_url: link, image_url: link }));
  });
});

describe('personal info', () => {
  it.each([...SPOOFED, '/in/someone', '#', 'linkedin.com/in/someone'])(
    'refuses %j as the professional-network link',
    async (link) => {
      await assertFails(personal('linkedin', link));
    },
  );

  it.each(SPOOFED)('refuses %j as the profile image', async (link) => {
    await assertFails(personal('profile_image', link));
  });

  it.each([
    'not an email',
    'alex@',
    'alex@example',
    '<script>@x.y z',
    `${'a'.repeat(250)}@x.io`,
    // Each would write a header or a recipient into the mailto: links built from it.
    'alex@example.com?bcc=spy%40evil.example&body=hi',
    'alex@example.com&cc=spy@evil.example',
    'alex%40evil.example@example.com',
    'alex@example.com,spy@evil.example',
    'alex@example.com\nbcc:spy@evil.example',
    'alex@example.com\r\n',
  ])('refuses the email %j', async (email) => {
    await assertFails(personal('email', email));
  });

  it('still saves a real link, a real email, and an empty value for either', async () => {
    await assertSucceeds(personal('linkedin', 'https://www.linkedin.com/in/alex-morgan-data'));
    await assertSucceeds(personal('linkedin', ''));
    await assertSucceeds(personal('email', 'alex.morgan@example.com'));
    await assertSucceeds(personal('email', ''));
  });
});

describe('one rule', () => {
  it('firestore.rules checks the model package’s URL, email and id patterns (its backslashes doubled)', () => {
    const asRulesString = (source: string) => `'${source.replaceAll('\\', '\\\\')}'`;
    expect(firestoreRulesSource()).toContain(asRulesString(URL_PATTERN_SOURCE));
    expect(firestoreRulesSource()).toContain(asRulesString(CONTACT_EMAIL_PATTERN.source));
    expect(firestoreRulesSource()).toContain(asRulesString(SAFE_ID_PATTERN.source));
  });
});
