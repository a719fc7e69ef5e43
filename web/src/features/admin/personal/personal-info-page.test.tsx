// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { URL_MESSAGE } from '@/features/admin/components/url-rules';
import { resetStorageProbe } from '@/features/admin/components/use-storage-available';
import { setupUser } from '@/test-utils/user';
import { render } from '@/test-utils/render';
import { personalMessages as t } from './messages';
import { PersonalInfoPage } from './personal-info-page';

const OLD_IMAGE = 'http://127.0.0.1:9199/v0/b/demo-portfolio.appspot.com/o/profiles%2Fold.webp?alt=media';
const NEW_IMAGE = 'http://127.0.0.1:9199/v0/b/demo-portfolio.appspot.com/o/profiles%2Fnew.webp?alt=media';

const data = vi.hoisted(() => ({ fetchPersonalInfoAdmin: vi.fn(), savePersonalInfo: vi.fn() }));
// The photo's rendition status is read live from an emulator these tests do not start.
vi.mock('@/data/image-renditions/admin', () => ({ useRenditionState: () => ({ status: 'none' }) }));
vi.mock('@/data/personal-info/admin', () => data);
const storage = vi.hoisted(() => ({
  isStorageAvailable: vi.fn(),
  uploadFile: vi.fn(),
}));
vi.mock('@/data/storage', () => storage);

const stored = {
  name: 'Alex Morgan',
  title: 'Data Scientist',
  email: 'alex@example.com',
  profile_image: OLD_IMAGE,
};

beforeEach(() => {
  vi.clearAllMocks();
  notifications.clean();
  resetStorageProbe();
  data.fetchPersonalInfoAdmin.mockResolvedValue(stored);
  data.savePersonalInfo.mockResolvedValue(undefined);
  storage.isStorageAvailable.mockResolvedValue(true);
  storage.uploadFile.mockResolvedValue({ url: NEW_IMAGE, path: 'profiles/new.webp' });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

async function uploadNewImage() {
  await waitFor(() => expect(screen.getByRole('button', { name: /Upload image/ })).toBeEnabled());
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] } });
  expect(await screen.findByText(t.imageUploaded)).toBeInTheDocument();
}

describe('PersonalInfoPage', { timeout: 30_000 }, () => {
  it('saves all nine fields, trimmed, in one call', async () => {
    const user = setupUser();
    render(<PersonalInfoPage />);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Alex Morgan');
    await user.clear(title);
    await user.paste('  Lead Data Scientist ');
    await user.click(screen.getByRole('button', { name: t.save }));

    await waitFor(() => expect(data.savePersonalInfo).toHaveBeenCalledTimes(1));
    expect(data.savePersonalInfo).toHaveBeenCalledWith({
      name: 'Alex Morgan',
      title: 'Lead Data Scientist',
      tagline: '',
      profile_image: OLD_IMAGE,
      about_intro: '',
      about_detail: '',
      email: 'alex@example.com',
      phone: '',
      linkedin: '',
    });
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
  });

  it('saves the new profile image (the server removes the replaced one)', async () => {
    const user = setupUser();
    render(<PersonalInfoPage />);
    await screen.findByRole('textbox', { name: 'Name' });
    await uploadNewImage();
    expect(storage.uploadFile).toHaveBeenCalledWith(
      'profiles',
      expect.any(File),
      expect.any(Function),
      expect.any(AbortSignal),
    );

    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() =>
      expect(data.savePersonalInfo).toHaveBeenCalledWith(
        expect.objectContaining({ profile_image: NEW_IMAGE }),
      ),
    );
  });

  it('keeps what was typed when the save fails', async () => {
    data.savePersonalInfo.mockRejectedValue(new Error('permission-denied'));
    const user = setupUser();
    render(<PersonalInfoPage />);
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.fill(phone, '+1 555 0100');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saveFailed)).toBeInTheDocument();
    expect(phone).toHaveValue('+1 555 0100');
  });

  it('refuses an image address the database would refuse, before saving', async () => {
    const user = setupUser();
    render(<PersonalInfoPage />);
    const url = await screen.findByRole('textbox', { name: /Profile image: Image URL/ });
    await user.clear(url);
    await user.paste('javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(URL_MESSAGE)).toBeInTheDocument();
    expect(data.savePersonalInfo).not.toHaveBeenCalled();
  });

  it('shows no form when the profile cannot be fetched, so blanks never overwrite it', async () => {
    data.fetchPersonalInfoAdmin.mockRejectedValue(new Error('offline'));
    render(<PersonalInfoPage />);
    expect(await screen.findAllByText(t.fetchFailed)).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: t.save })).not.toBeInTheDocument();
  });

  it('links to the education editor', async () => {
    render(<PersonalInfoPage />);
    expect(await screen.findByRole('link', { name: t.educationLink })).toHaveAttribute(
      'href',
      '/admin/education',
    );
  });
});
