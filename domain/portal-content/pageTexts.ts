import { cycleText } from './services';
import { storage, type Text } from './i18n';

// The mock API answers these texts from here and the reference server seeds them, so both
// show the same words.

/** The same text in every language (numbers, images). */
const same = (value: string): Text => ({ en: value, ms: value, bn: value });

/** The texts of each page and of shared sets (buttons); `{name}` placeholders go to `fill`. */
export const pageTexts = {
  home: {
    other_service: { en: 'Other Services', ms: 'Perkhidmatan Lain', bn: 'অন্যান্য সার্ভিস' },
    terms_of_use_text: { en: 'Terms of Use', ms: 'Terma Penggunaan', bn: 'ব্যবহারের শর্তাবলী' },
    support_text: { en: 'Support', ms: 'Sokongan', bn: 'সহায়তা' },
    free_service: { en: 'Free services', ms: 'Perkhidmatan Percuma', bn: 'ফ্রি সার্ভিস' },
  },
  buttons: {
    visit: { en: 'Visit', ms: 'Lawati', bn: 'ভিজিট করুন' },
    subscribe: { en: 'Subscribe', ms: 'Langgan', bn: 'সাবস্ক্রাইব' },
    unsubscribe: { en: 'Unsubscribe', ms: 'Henti langganan', bn: 'আনসাবস্ক্রাইব' },
    download: { en: 'Download app', ms: 'Muat turun aplikasi', bn: 'অ্যাপ ডাউনলোড করুন' },
    yes: { en: 'Yes', ms: 'Ya', bn: 'হ্যাঁ' },
    no: { en: 'No', ms: 'Tidak', bn: 'না' },
    home: { en: 'Home', ms: 'Laman utama', bn: 'হোম' },
    resend: { en: 'Resend', ms: 'Hantar semula', bn: 'আবার পাঠান' },
    next: { en: 'Next', ms: 'Seterusnya', bn: 'পরবর্তী' },
    buy: { en: 'Buy now', ms: 'Beli sekarang', bn: 'এখনই কিনুন' },
    dial: { en: 'Dial now', ms: 'Dail sekarang', bn: 'ডায়াল করুন' },
    play: { en: 'Play now', ms: 'Main sekarang', bn: 'এখনই খেলুন' },
    confirm: { en: 'Confirm', ms: 'Sahkan', bn: 'নিশ্চিত করুন' },
  },
  'input-msisdn-page': {
    header_text: {
      en: 'Enter your mobile number',
      ms: 'Masukkan nombor telefon anda',
      bn: 'আপনার মোবাইল নম্বর দিন',
    },
    input_placeholder: same('0123456789'),
  },
  'refer-friend-page': {
    title: { en: 'Refer a friend', ms: 'Rujuk rakan', bn: 'বন্ধুকে রেফার করুন' },
    redeem_point_button_text: {
      en: 'Redeem points',
      ms: 'Tebus mata',
      bn: 'পয়েন্ট রিডিম করুন',
    },
    refer_message: {
      en: 'Earn {points} points for every friend who subscribes!',
      ms: 'Dapatkan {points} mata bagi setiap rakan yang melanggan!',
      bn: 'প্রতিটি সফল রেফারে {points} পয়েন্ট পান!',
    },
  },
  'service-confirmation-page': {
    header_text: {
      en: 'Do you want to subscribe to {title} at {price}?',
      ms: 'Anda pasti mahu melanggan {title} pada {price}?',
      bn: 'আপনি কি {price} তে {title} সাবস্ক্রাইব করতে চান?',
    },
    price: { en: '{price} per {cycle}', ms: '{price} {cycle}', bn: 'প্রতি {cycle} {price}' },
    // A package's price with its validity ('RM 3.00 for 7 days').
    package_price_day: {
      en: '{price} for {days} day',
      ms: '{price} untuk {days} hari',
      bn: '{days} দিনের জন্য {price}',
    },
    package_price_days: {
      en: '{price} for {days} days',
      ms: '{price} untuk {days} hari',
      bn: '{days} দিনের জন্য {price}',
    },
    daily: cycleText.daily,
    weekly: cycleText.weekly,
    monthly: cycleText.monthly,
  },
  'mo-success-page': {
    image_link: same(storage('pages/success.png')),
    confirmation_text: {
      en: 'Your subscription request for {title} has been received.',
      ms: 'Permintaan langganan {title} anda telah diterima.',
      bn: '{title} এর জন্য আপনার সাবস্ক্রিপশন অনুরোধ গ্রহণ করা হয়েছে।',
    },
  },
  'service-unsub-confirmation-page': {
    header_text: {
      en: 'Do you want to unsubscribe from {title}?',
      ms: 'Anda pasti mahu berhenti melanggan {title}?',
      bn: 'আপনি কি {title} আনসাবস্ক্রাইব করতে চান?',
    },
  },
  'unsub-success-page': {
    image_link: same(storage('pages/unsub.png')),
    confirmation_text: {
      en: 'You have been unsubscribed from {title}.',
      ms: 'Anda telah berhenti melanggan {title}.',
      bn: 'আপনি {title} থেকে আনসাবস্ক্রাইব হয়েছেন।',
    },
  },
  'service-step': {
    dial_desc: {
      en: 'Dial {tel} to subscribe to {title}.',
      ms: 'Dail {tel} untuk melanggan {title}.',
      bn: '{title} সাবস্ক্রাইব করতে {tel} ডায়াল করুন।',
    },
  },
  'otp-input-page': {
    header_text: { en: 'Verify OTP', ms: 'Sahkan OTP', bn: 'OTP যাচাই' },
    otp_sent_text: {
      en: 'A 4-digit code was sent to {msisdn}',
      ms: 'Kod 4 digit telah dihantar ke {msisdn}',
      bn: '{msisdn} নম্বরে একটি ৪ ডিজিটের কোড পাঠানো হয়েছে',
    },
    change_number_text: { en: 'Change number', ms: 'Tukar nombor', bn: 'নম্বর পরিবর্তন করুন' },
    digit_required_text: {
      en: 'Please give 4 digit OTP code',
      ms: 'Sila masukkan kod OTP 4 digit',
      bn: 'অনুগ্রহ করে ৪ ডিজিটের OTP কোড দিন',
    },
    wrong_otp_text: {
      en: 'Wrong OTP. Please try again.',
      ms: 'OTP salah. Sila cuba lagi.',
      bn: 'ভুল OTP। আবার চেষ্টা করুন।',
    },
  },
  'favourite-number': {
    add_header_text: {
      en: 'Add favourite number',
      ms: 'Tambah nombor kegemaran',
      bn: 'প্রিয় নম্বর যোগ করুন',
    },
    edit_header_text: {
      en: 'Edit favourite number',
      ms: 'Ubah nombor kegemaran',
      bn: 'প্রিয় নম্বর সম্পাদনা',
    },
    name_placeholder: { en: 'Name', ms: 'Nama', bn: 'নাম' },
    number_placeholder: { en: 'Mobile number', ms: 'Nombor telefon', bn: 'মোবাইল নম্বর' },
    save_btn_text: { en: 'Save', ms: 'Simpan', bn: 'সংরক্ষণ করুন' },
    saved: {
      en: 'Favourite number saved',
      ms: 'Nombor kegemaran disimpan',
      bn: 'প্রিয় নম্বর সংরক্ষিত',
    },
    updated: {
      en: 'Favourite number updated',
      ms: 'Nombor kegemaran dikemas kini',
      bn: 'প্রিয় নম্বর হালনাগাদ হয়েছে',
    },
    deleted: {
      en: 'Favourite number deleted',
      ms: 'Nombor kegemaran dipadam',
      bn: 'প্রিয় নম্বর মুছে ফেলা হয়েছে',
    },
    duplicate: {
      en: 'This number is already in your favourites.',
      ms: 'Nombor ini sudah ada dalam senarai kegemaran anda.',
      bn: 'এই নম্বরটি ইতিমধ্যে আপনার প্রিয় তালিকায় আছে।',
    },
    limit: {
      en: 'You can keep at most {max} favourite numbers.',
      ms: 'Anda boleh menyimpan paling banyak {max} nombor kegemaran.',
      bn: 'আপনি সর্বোচ্চ {max}টি প্রিয় নম্বর রাখতে পারবেন।',
    },
    not_found: {
      en: 'Favourite number not found.',
      ms: 'Nombor kegemaran tidak dijumpai.',
      bn: 'প্রিয় নম্বরটি পাওয়া যায়নি।',
    },
  },
  'service-ticket-page': {
    header_text: { en: 'Support', ms: 'Sokongan', bn: 'সহায়তা' },
    message_placeholder: {
      en: 'Describe your problem',
      ms: 'Terangkan masalah anda',
      bn: 'আপনার সমস্যা লিখুন',
    },
    submit_btn_text: { en: 'Submit', ms: 'Hantar', bn: 'জমা দিন' },
    history_btn_text: { en: 'History', ms: 'Sejarah', bn: 'ইতিহাস' },
    waiting_text: {
      en: 'Your ticket {ticket} is still being handled. Please wait for our reply before opening a new one.',
      ms: 'Tiket anda {ticket} masih diproses. Sila tunggu jawapan kami sebelum membuka tiket baharu.',
      bn: 'আপনার টিকিট {ticket} এখনও প্রক্রিয়াধীন। নতুন টিকিট খোলার আগে আমাদের উত্তরের জন্য অপেক্ষা করুন।',
    },
  },
  'ticket-create-success': {
    title: { en: 'Ticket submitted', ms: 'Tiket dihantar', bn: 'টিকিট জমা হয়েছে' },
    message: {
      en: 'Your ticket number is {ticket}. We will contact you within 24 hours.',
      ms: 'Nombor tiket anda ialah {ticket}. Kami akan menghubungi anda dalam 24 jam.',
      bn: 'আপনার টিকিট নম্বর {ticket}। ২৪ ঘণ্টার মধ্যে আমরা যোগাযোগ করব।',
    },
  },
  'my-subscription': {
    price: same('{price} / {unit}'),
    daily: { en: 'day', ms: 'hari', bn: 'দিন' },
    weekly: { en: 'week', ms: 'minggu', bn: 'সপ্তাহ' },
    monthly: { en: 'month', ms: 'bulan', bn: 'মাস' },
  },
  'umobile-result': {
    success_image: same(storage('pages/success.png')),
    failed_image: same(storage('pages/failed.png')),
    success_text: {
      en: 'Your subscription was successful!',
      ms: 'Langganan anda berjaya!',
      bn: 'আপনার সাবস্ক্রিপশন সফল হয়েছে!',
    },
    failed_text: { en: 'Payment failed', ms: 'Pembayaran gagal', bn: 'পেমেন্ট ব্যর্থ হয়েছে' },
  },
} satisfies Record<string, Record<string, Text>>;
