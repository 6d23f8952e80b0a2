import type { PortalLanguage } from '@features/portal/core';

/** A page of plain information: paragraphs under headings. */
export interface InfoPage {
  sections: { heading: string; paragraphs: string[] }[];
}

/** The terms & conditions page (§2 /terms-conditions) in the portal's three languages. */
export const termsPage: Record<PortalLanguage, InfoPage> = {
  en: {
    sections: [
      {
        heading: 'Subscriptions and charges',
        paragraphs: [
          'Content services are charged to your prepaid balance at the price and cycle shown before you confirm (daily, weekly or monthly), until you unsubscribe.',
          'A subscription starts only after you verify your number with the one-time code sent to it and confirm the service.',
        ],
      },
      {
        heading: 'Unsubscribing',
        paragraphs: [
          'You can unsubscribe at any time from the service page or from My Subscription. No further charges apply after the current cycle.',
        ],
      },
      {
        heading: 'Your number and your data',
        paragraphs: [
          'We use your mobile number only to provide the services you choose, to show your history and to answer your support requests. One-time codes are valid for 5 minutes; never share them with anyone.',
        ],
      },
      {
        heading: 'Help',
        paragraphs: ['For any problem with a charge or a service, raise a ticket from Support.'],
      },
    ],
  },
  ms: {
    sections: [
      {
        heading: 'Langganan dan caj',
        paragraphs: [
          'Perkhidmatan kandungan dicaj pada baki prabayar anda mengikut harga dan kitaran yang ditunjukkan sebelum anda mengesahkan (harian, mingguan atau bulanan), sehingga anda berhenti melanggan.',
          'Langganan hanya bermula selepas anda mengesahkan nombor anda dengan kod sekali guna yang dihantar kepadanya dan mengesahkan perkhidmatan.',
        ],
      },
      {
        heading: 'Berhenti melanggan',
        paragraphs: [
          'Anda boleh berhenti melanggan pada bila-bila masa dari halaman perkhidmatan atau dari Langganan Saya. Tiada caj lagi selepas kitaran semasa.',
        ],
      },
      {
        heading: 'Nombor dan data anda',
        paragraphs: [
          'Kami menggunakan nombor telefon anda hanya untuk menyediakan perkhidmatan yang anda pilih, menunjukkan sejarah anda dan menjawab permintaan sokongan anda. Kod sekali guna sah selama 5 minit; jangan sekali-kali berkongsi dengan sesiapa.',
        ],
      },
      {
        heading: 'Bantuan',
        paragraphs: ['Untuk sebarang masalah caj atau perkhidmatan, buka tiket melalui Sokongan.'],
      },
    ],
  },
  bn: {
    sections: [
      {
        heading: 'সাবস্ক্রিপশন ও চার্জ',
        paragraphs: [
          'নিশ্চিত করার আগে দেখানো মূল্য ও মেয়াদে (দৈনিক, সাপ্তাহিক বা মাসিক) কনটেন্ট সার্ভিসের চার্জ আপনার প্রিপেইড ব্যালেন্স থেকে কাটা হয়, যতক্ষণ না আপনি আনসাবস্ক্রাইব করেন।',
          'আপনার নম্বরে পাঠানো ওটিপি কোড দিয়ে নম্বর যাচাই করে সার্ভিসটি নিশ্চিত করার পরেই সাবস্ক্রিপশন শুরু হয়।',
        ],
      },
      {
        heading: 'আনসাবস্ক্রাইব',
        paragraphs: [
          'সার্ভিসের পাতা বা আমার সাবস্ক্রিপশন থেকে যেকোনো সময় আনসাবস্ক্রাইব করতে পারেন। চলতি মেয়াদের পর আর কোনো চার্জ কাটা হবে না।',
        ],
      },
      {
        heading: 'আপনার নম্বর ও তথ্য',
        paragraphs: [
          'আপনার বেছে নেওয়া সার্ভিস দিতে, ইতিহাস দেখাতে এবং সহায়তার অনুরোধের উত্তর দিতেই শুধু আমরা আপনার মোবাইল নম্বর ব্যবহার করি। ওটিপি কোড ৫ মিনিট বৈধ থাকে; কখনও কাউকে দেবেন না।',
        ],
      },
      {
        heading: 'সহায়তা',
        paragraphs: ['চার্জ বা সার্ভিস নিয়ে কোনো সমস্যা হলে সহায়তা থেকে টিকিট খুলুন।'],
      },
    ],
  },
};

/** The about page (§2 /about-us) in the portal's three languages. */
export const aboutPage: Record<PortalLanguage, InfoPage> = {
  en: {
    sections: [
      {
        heading: 'Self-care for Digi and U Mobile customers',
        paragraphs: [
          'Subscribe to news, horoscopes, games, caller tunes and more; top up your credit or a number in Bangladesh; buy internet packs; refer friends; keep favourite numbers and get help when you need it, in English, Malay or Bengali.',
        ],
      },
    ],
  },
  ms: {
    sections: [
      {
        heading: 'Layan diri untuk pelanggan Digi dan U Mobile',
        paragraphs: [
          'Langgan berita, horoskop, permainan, nada dering pemanggil dan banyak lagi; tambah nilai kredit anda atau nombor di Bangladesh; beli pek internet; rujuk rakan; simpan nombor kegemaran dan dapatkan bantuan apabila perlu, dalam bahasa Inggeris, Melayu atau Bengali.',
        ],
      },
    ],
  },
  bn: {
    sections: [
      {
        heading: 'ডিজি ও ইউ মোবাইল গ্রাহকদের সেলফ-কেয়ার',
        paragraphs: [
          'খবর, রাশিফল, গেম, কলার টিউন ও আরও অনেক কিছুতে সাবস্ক্রাইব করুন; নিজের বা বাংলাদেশের কোনো নম্বরে টপ-আপ করুন; ইন্টারনেট প্যাক কিনুন; বন্ধুদের রেফার করুন; প্রিয় নম্বর রাখুন এবং দরকারে সহায়তা নিন — ইংরেজি, মালয় বা বাংলায়।',
        ],
      },
    ],
  },
};
