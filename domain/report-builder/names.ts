// The names and values the report builder's demo data is made of: the mock makes up result rows
// from them and the reference server fills its demo reporting database with them.

/** Subscribers' names. */
export const people = [
  'Nur Amirah binti Zulkifli',
  'Tan Chee Wei',
  'Muhammad Irfan bin Hashim',
  'Kavitha a/p Muniandy',
  'Lim Siew Ling',
  'Mohd Shahrul bin Kamal',
  'Rashid Ahmed',
  'Farhana Akter',
  'Wong Jun Hao',
  'Siti Aishah binti Mansor',
];

/** Where top-ups are bought. */
export const channels = ['MyDigi app', 'MyUMobile app', 'Kiosk', 'Online banking', 'Retailer'];

/** Payment gateways (the columns of `cbs_gateways` but the id); the last one is switched off. */
export const paymentGateways = [
  { name: 'iPay88', code: 'IPAY88', status: 'active' },
  { name: 'Razer Merchant Services', code: 'RMS', status: 'active' },
  { name: 'Touch n Go eWallet', code: 'TNG', status: 'active' },
  { name: 'Boost', code: 'BOOST', status: 'active' },
  { name: 'FPX Online Banking', code: 'FPX', status: 'inactive' },
];

/** The digit after 601 of a Malaysian mobile number. */
export const mobilePrefixes = ['2', '3', '6', '7', '8', '1'];
