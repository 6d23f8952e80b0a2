import { usePortalLanguage, type PortalLanguage } from '@features/portal/core';

/** The favourite numbers' own words in the portal's three languages. */
const en = {
  listTitle: 'Favourite numbers',
  count: '{count}/{max}',
  countLabel: '{count} of {max} favourite numbers',
  empty: 'You have no favourite numbers yet.',
  add: 'Add a number',
  atMaximum: 'You can keep at most {max} favourite numbers. Delete one to add another.',
  edit: 'Edit {name}',
  remove: 'Delete {name}',
  deleteTitle: 'Delete this favourite number?',
  deleteText: '{name} ({number}) will be removed from your favourites.',
  deleteConfirm: 'Delete',
  cancel: 'Cancel',
  name: 'Name',
  number: 'Receiver number',
  country: 'Country',
  operator: 'Operator',
  detected: 'Detected from the number',
  nameRequired: 'Please enter a name.',
  numberRequired: 'Please enter the receiver number.',
  numberLength: 'The receiver number must be 10 to 12 digits.',
  saveFailed: 'The favourite number could not be saved. Please try again.',
  notFound: 'This favourite number no longer exists.',
};

type FavouriteTexts = typeof en;

const ms: FavouriteTexts = {
  listTitle: 'Nombor kegemaran',
  count: '{count}/{max}',
  countLabel: '{count} daripada {max} nombor kegemaran',
  empty: 'Anda belum mempunyai nombor kegemaran.',
  add: 'Tambah nombor',
  atMaximum:
    'Anda boleh menyimpan paling banyak {max} nombor kegemaran. Padam satu untuk menambah.',
  edit: 'Ubah {name}',
  remove: 'Padam {name}',
  deleteTitle: 'Padam nombor kegemaran ini?',
  deleteText: '{name} ({number}) akan dibuang daripada kegemaran anda.',
  deleteConfirm: 'Padam',
  cancel: 'Batal',
  name: 'Nama',
  number: 'Nombor penerima',
  country: 'Negara',
  operator: 'Operator',
  detected: 'Dikesan daripada nombor',
  nameRequired: 'Sila masukkan nama.',
  numberRequired: 'Sila masukkan nombor penerima.',
  numberLength: 'Nombor penerima mestilah 10 hingga 12 digit.',
  saveFailed: 'Nombor kegemaran tidak dapat disimpan. Sila cuba lagi.',
  notFound: 'Nombor kegemaran ini tidak wujud lagi.',
};

const bn: FavouriteTexts = {
  listTitle: 'প্রিয় নম্বর',
  count: '{count}/{max}',
  countLabel: '{max}টির মধ্যে {count}টি প্রিয় নম্বর',
  empty: 'আপনার এখনও কোনো প্রিয় নম্বর নেই।',
  add: 'নম্বর যোগ করুন',
  atMaximum: 'আপনি সর্বোচ্চ {max}টি প্রিয় নম্বর রাখতে পারবেন। নতুন যোগ করতে একটি মুছুন।',
  edit: '{name} সম্পাদনা',
  remove: '{name} মুছুন',
  deleteTitle: 'এই প্রিয় নম্বরটি মুছবেন?',
  deleteText: '{name} ({number}) আপনার প্রিয় তালিকা থেকে সরানো হবে।',
  deleteConfirm: 'মুছুন',
  cancel: 'বাতিল',
  name: 'নাম',
  number: 'প্রাপকের নম্বর',
  country: 'দেশ',
  operator: 'অপারেটর',
  detected: 'নম্বর থেকে শনাক্ত',
  nameRequired: 'একটি নাম লিখুন।',
  numberRequired: 'প্রাপকের নম্বর লিখুন।',
  numberLength: 'প্রাপকের নম্বর ১০ থেকে ১২ সংখ্যার হতে হবে।',
  saveFailed: 'প্রিয় নম্বর সংরক্ষণ করা যায়নি। আবার চেষ্টা করুন।',
  notFound: 'এই প্রিয় নম্বরটি আর নেই।',
};

const catalogue: Record<PortalLanguage, FavouriteTexts> = { en, ms, bn };

/** The favourite numbers' texts in the language in use. */
export function useFavouriteTexts(): FavouriteTexts {
  return catalogue[usePortalLanguage()];
}
