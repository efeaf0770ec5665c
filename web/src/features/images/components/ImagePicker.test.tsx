import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMAGE_UPLOAD_PATH } from '@site/common';
import { dismissToast } from '../../../app/toast';
import { DeleteImageDocument, ImageLibraryDocument } from '../../../gql/graphql';
import { graphQLError, mockOperation, sentVariables } from '../../../test/apollo';
import { renderAt } from '../../../test/render';
import { Toaster } from '../../../layout/Toaster';
import { ImagePicker } from './ImagePicker';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  act(() => dismissToast());
});

const ID = '0b5c7a1e-2f3d-4c5b-8a9e-1d2c3b4a5f60';
const UPLOADED = {
  id: ID,
  width: 800,
  height: 600,
  alt: 'ទីធ្លា',
  alts: { en: 'A courtyard', km: 'ទីធ្លា' },
  src: `/media/images/${ID}/abcdef0123456789-640.webp`,
  sources: [
    { type: 'image/avif', srcset: `/media/images/${ID}/abcdef0123456789-320.avif 320w` },
    { type: 'image/webp', srcset: `/media/images/${ID}/abcdef0123456789-320.webp 320w` },
  ],
};

/** UPLOADED as the library lists it. */
const STORED = {
  __typename: 'Image' as const,
  ...UPLOADED,
  alt: 'A courtyard',
  alts: { __typename: 'LocalizedText' as const, en: 'A courtyard', km: 'ទីធ្លា' },
  sources: UPLOADED.sources.map((source) => ({ __typename: 'ImageSource' as const, ...source })),
};

function answers(...bodies: { status: number; body: unknown }[]) {
  const sent: FormData[] = [];
  globalThis.fetch = jest.fn(async (url: unknown, init?: RequestInit) => {
    // The page's language in the address: the server's refusals are written in it, even before it reads the form.
    expect(url).toMatch(new RegExp(`^${IMAGE_UPLOAD_PATH}\\?language=(en|km)$`));
    sent.push(init!.body as FormData);
    const { status, body } = bodies.shift()!;
    // jsdom has no Response: what the picker reads of one.
    return { ok: status < 400, status, json: async () => body } as unknown as Response;
  }) as typeof fetch;
  return sent;
}

describe('ImagePicker', () => {
  it('shows the server refusal in the page language, keeps what was typed, then hands back the uploaded image', async () => {
    const user = userEvent.setup();
    const sent = answers(
      { status: 400, body: { message: 'ឯកសារនេះមិនមែនជារូបភាព JPEG, PNG ឬ WebP ទេ។' } },
      { status: 201, body: UPLOADED },
    );
    const chosen = jest.fn();
    renderAt(
      '/km/dashboard/case-studies',
      <ImagePicker open title="រូបភាព" onClose={() => undefined} onChoose={chosen} />,
      {
        mocks: [
          mockOperation(ImageLibraryDocument, {}, { data: { images: [] } }),
          // Listed again once the upload is stored.
          mockOperation(ImageLibraryDocument, {}, { data: { images: [STORED] } }),
        ],
      },
    );
    expect(await screen.findByText('មិនទាន់មានរូបភាពនៅឡើយទេ៖ សូមផ្ទុករូបភាពដំបូងឡើងខាងលើ។')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('ឯកសាររូបភាព (JPEG, PNG ឬ WebP)'),
      new File(['not an image'], 'x.jpg', { type: 'image/jpeg' }),
    );
    await user.type(screen.getByRole('textbox', { name: /ការពិពណ៌នាជាភាសាអង់គ្លេស/ }), 'A courtyard');
    await user.type(screen.getByRole('textbox', { name: /ការពិពណ៌នាជាភាសាខ្មែរ/ }), 'ទីធ្លា');
    await user.click(screen.getByRole('button', { name: 'ផ្ទុកឡើង' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('មិនមែនជារូបភាព JPEG, PNG ឬ WebP');
    expect(chosen).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /ការពិពណ៌នាជាភាសាខ្មែរ/ })).toHaveValue('ទីធ្លា');
    expect(sent[0].get('altEn')).toBe('A courtyard');
    expect(sent[0].get('language')).toBe('km');

    await user.click(screen.getByRole('button', { name: 'ផ្ទុកឡើង' }));
    await screen.findByRole('button', { name: 'ផ្ទុកឡើង' });
    expect(chosen).toHaveBeenCalledWith(expect.objectContaining({ id: ID, width: 800 }));
    await waitFor(() => expect(sentVariables(ImageLibraryDocument)).toHaveLength(2));
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const user = userEvent.setup();
    const sent = answers();
    renderAt(
      '/dashboard/case-studies',
      <ImagePicker open title="Image" onClose={() => undefined} onChoose={() => undefined} />,
      {
        mocks: [mockOperation(ImageLibraryDocument, {}, { data: { images: [] } })],
      },
    );
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Image file (JPEG, PNG or WebP)'), big);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('larger than 10 MB');
    expect(sent).toEqual([]);
  });
});

describe('ImagePicker deleting an image', () => {
  const library = (...images: (typeof STORED)[]) => mockOperation(ImageLibraryDocument, {}, { data: { images } });

  it('asks first, deletes an image nothing shows and lists the library again', async () => {
    const user = userEvent.setup();
    const chosen = jest.fn();
    renderAt(
      '/dashboard/case-studies',
      <>
        <ImagePicker open title="Image" onClose={() => undefined} onChoose={chosen} />
        <Toaster />
      </>,
      {
        mocks: [
          library(STORED),
          mockOperation(
            DeleteImageDocument,
            { id: ID },
            { data: { deleteImage: { message: 'The image is deleted.' } } },
          ),
          library(),
        ],
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Delete image: A courtyard' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this image?' });
    expect(dialog).toHaveAccessibleDescription(/“A courtyard” is deleted with all its sizes/);
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No images yet: upload the first one above.')).toBeInTheDocument();
    expect(screen.getByText('The image is deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this image?' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Uploaded images' })).toHaveFocus();
    expect(sentVariables(DeleteImageDocument)).toEqual([{ id: ID }]);
    expect(sentVariables(ImageLibraryDocument)).toHaveLength(2);
    expect(chosen).not.toHaveBeenCalled();
  });

  it('shows where an image is still used, in the page language, and keeps it', async () => {
    const user = userEvent.setup();
    const message = 'រូបភាពនេះនៅតែកំពុងប្រើក្នុងអត្ថបទ «មគ្គុទ្ទេសក៍ប្រាសាទ»។ សូមដករូបភាពចេញពីទីនោះជាមុនសិន រួចសឹមលុបវា។';
    renderAt('/km/blog/add', <ImagePicker open title="រូបភាព" onClose={() => undefined} onChoose={() => undefined} />, {
      mocks: [
        library({ ...STORED, alt: 'ទីធ្លា' }),
        mockOperation(DeleteImageDocument, { id: ID }, graphQLError({ code: 'CONFLICT', message })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'លុប រូបភាព៖ ទីធ្លា' }));
    const dialog = screen.getByRole('dialog', { name: 'លុបរូបភាពនេះមែនទេ?' });
    await user.click(within(dialog).getByRole('button', { name: 'លុប' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);

    await user.click(within(dialog).getByRole('button', { name: 'កុំលុប' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'លុបរូបភាពនេះមែនទេ?' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'ជ្រើសរើស៖ ទីធ្លា' })).toBeInTheDocument();
    expect(sentVariables(ImageLibraryDocument)).toHaveLength(1);
  });
});
