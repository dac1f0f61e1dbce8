/** Demo content seeded on first start: the fleet, the 16 destinations and the site settings. */
export interface SeedRoute { from: string; to: string; duration: number /* hours */; distance: number /* km */ }
export interface SeedBus { name: string; capacity: number; status: "Available" | "In Use" | "Maintenance"; description: string; features: string[]; images: string[]; lastMaintenance: string; popularRoutes: SeedRoute[] }
export interface SeedDestination { slug: string; name: string; shortDescription: string; description: string; images: [string, string, string] }

const art = (kind: "buses" | "destinations", slug: string): [string, string, string] => [1, 2, 3].map((i) => `/art/${kind}/${slug}-${i}.svg`) as [string, string, string];

export const seedBuses: SeedBus[] = [
  {
    name: "Volvo 9600 Luxury Coach", capacity: 49, status: "Available", images: art("buses", "volvo-9600"), lastMaintenance: "2026-10-18",
    description: "Our flagship multi-axle coach for large groups and long distances: a smooth air-suspension ride, reclining seats and a quiet cabin that makes Varanasi to Agra feel short.",
    features: ["Air Conditioning", "Push-back Seats", "Wi-Fi", "USB Charging Points", "LED TV", "GPS Tracking", "First-aid Kit", "Reading Lights"],
    popularRoutes: [{ from: "Varanasi", to: "Agra", duration: 11, distance: 610 }, { from: "Varanasi", to: "Lucknow", duration: 6, distance: 320 }, { from: "Varanasi", to: "Prayagraj", duration: 3, distance: 121 }],
  },
  {
    name: "Royal Cruiser 35", capacity: 35, status: "In Use", images: art("buses", "royal-35"), lastMaintenance: "2026-09-27",
    description: "A comfortable 2x2 coach sized for wedding guests, school trips and pilgrim groups, with generous luggage space and a music system for the journey.",
    features: ["Air Conditioning", "Push-back Seats", "Music System", "Charging Points", "First-aid Kit", "GPS Tracking"],
    popularRoutes: [{ from: "Varanasi", to: "Ayodhya", duration: 5, distance: 210 }, { from: "Varanasi", to: "Bodh Gaya", duration: 6, distance: 250 }],
  },
  {
    name: "Mini Coach 26", capacity: 26, status: "Available", images: art("buses", "mini-coach-26"), lastMaintenance: "2026-10-30",
    description: "Nimble enough for the narrow lanes of the old city yet roomy for a day tour: the favourite for Sarnath and Chunar excursions and corporate shuttles.",
    features: ["Air Conditioning", "Push-back Seats", "Music System", "Charging Points", "First-aid Kit"],
    popularRoutes: [{ from: "Varanasi", to: "Sarnath", duration: 0.5, distance: 13 }, { from: "Varanasi", to: "Chunar Fort", duration: 1.5, distance: 40 }, { from: "Varanasi", to: "Vindhyachal", duration: 2.5, distance: 70 }],
  },
  {
    name: "Tempo Traveller 17", capacity: 17, status: "Available", images: art("buses", "tempo-traveller-17"), lastMaintenance: "2026-11-05",
    description: "The classic Indian family-trip van with high roof and individual seats, ideal for extended families and small pilgrim groups.",
    features: ["Air Conditioning", "Individual Seats", "Music System", "Charging Points", "Roof Carrier", "First-aid Kit"],
    popularRoutes: [{ from: "Varanasi", to: "Prayagraj", duration: 3, distance: 121 }, { from: "Varanasi", to: "Chitrakoot", duration: 6, distance: 270 }],
  },
  {
    name: "Force Urbania 12", capacity: 12, status: "Maintenance", images: art("buses", "urbania-12"), lastMaintenance: "2026-11-20",
    description: "A premium van with captain-style seats and panoramic windows for executives, airport transfers and small boutique tours.",
    features: ["Air Conditioning", "Captain Seats", "Panoramic Windows", "USB Charging Points", "Reading Lights", "GPS Tracking"],
    popularRoutes: [{ from: "Varanasi", to: "Babatpur Airport", duration: 1, distance: 25 }, { from: "Varanasi", to: "Kushinagar", duration: 6, distance: 260 }],
  },
  {
    name: "Maharaja Sleeper 45", capacity: 45, status: "Available", images: art("buses", "maharaja-sleeper-45"), lastMaintenance: "2026-10-10",
    description: "Overnight comfort for long pilgrimages: berths with curtains, blankets and reading lights, so your group arrives rested at dawn.",
    features: ["Air Conditioning", "Sleeper Berths", "Blankets & Pillows", "Charging Points", "Reading Lights", "GPS Tracking", "First-aid Kit"],
    popularRoutes: [{ from: "Varanasi", to: "Mathura-Vrindavan", duration: 12, distance: 660 }, { from: "Varanasi", to: "Lumbini", duration: 9, distance: 330 }, { from: "Varanasi", to: "Khajuraho", duration: 9, distance: 390 }],
  },
];

const d = (slug: string, name: string, shortDescription: string, description: string): SeedDestination => ({ slug, name, shortDescription, description, images: art("destinations", slug) });

export const seedDestinations: SeedDestination[] = [
  d("varanasi", "Varanasi", "The eternal city of ghats, temples and the evening Ganga aarti.",
    "Kashi, the city of light, is where our journeys begin. Walk the eighty-odd ghats at sunrise as pilgrims bathe and boatmen ready their oars, visit the Kashi Vishwanath temple through its new corridor, and lose yourself in lanes of silk weavers, sweet shops and shrines.\n\nIn the evening the Ganga aarti at Dashashwamedh Ghat fills the river with lamps, bells and chanting. Our coaches handle hotel pickups, station and airport transfers, and half-day city circuits so your group sees more and walks less."),
  d("sarnath", "Sarnath", "Where the Buddha gave his first sermon, 13 km from Varanasi.",
    "Just 13 km from the ghats, Sarnath is one of the four great Buddhist pilgrimage sites. Here, in the Deer Park, the Buddha taught his first sermon. The great Dhamek Stupa still rises over the ruins of monasteries, and the museum holds the Lion Capital of Ashoka, the emblem of India.\n\nTemples built by Thai, Tibetan, Japanese and Sri Lankan communities make a peaceful afternoon walk. It is the perfect half-day excursion by mini coach."),
  d("prayagraj", "Prayagraj", "The Triveni Sangam, meeting point of the Ganga, Yamuna and Saraswati.",
    "About 120 km west of Varanasi, Prayagraj is home to the Triveni Sangam, the confluence of the Ganga, the Yamuna and the mythical Saraswati, and host of the Kumbh Mela. A boat ride to the Sangam at dawn is unforgettable.\n\nThe city also holds Anand Bhawan, the Nehru family home, the Allahabad Fort and elegant colonial-era buildings. A comfortable three-hour drive makes it an easy day trip or the first stop of a longer circuit."),
  d("ayodhya", "Ayodhya", "The birthplace of Lord Rama, with the grand new Ram Mandir.",
    "Ayodhya, on the banks of the Sarayu, is revered as the birthplace of Lord Rama. The magnificent Ram Mandir draws pilgrims from across the world, and the old town is full of temples such as Hanuman Garhi and Kanak Bhawan.\n\nThe evening aarti on the Sarayu ghats is a serene experience. Around 210 km from Varanasi, Ayodhya is a popular one- or two-day pilgrimage for families and temple groups."),
  d("bodh-gaya", "Bodh Gaya", "The Mahabodhi Temple, where the Buddha attained enlightenment.",
    "Some 250 km east of Varanasi in Bihar, Bodh Gaya is where Siddhartha Gautama attained enlightenment under the Bodhi tree. The UNESCO-listed Mahabodhi Temple, with its soaring spire, is the heart of the town.\n\nMonasteries from Bhutan, Japan, Thailand and Tibet, and the 80-foot Great Buddha statue, make it a moving stop on any Buddhist circuit. We often combine it with Rajgir and Nalanda."),
  d("agra", "Agra", "The Taj Mahal, Agra Fort and the Mughal heartland.",
    "No journey across North India is complete without the Taj Mahal, Shah Jahan's white marble tribute to Mumtaz Mahal, glowing pink at sunrise. Agra Fort, the Itimad-ud-Daulah tomb and the sunset view from Mehtab Bagh complete a remarkable day.\n\nAt about 610 km, Agra is a long but smooth ride on the expressways in our luxury coaches, and Fatehpur Sikri is an easy add-on for the return."),
  d("lucknow", "Lucknow", "The city of Nawabs: grand imambaras and legendary kebabs.",
    "Lucknow charms with its tehzeeb, its courtesy, and its architecture. Explore the Bara Imambara with its famous bhool-bhulaiya maze, the Rumi Darwaza and the Residency, then feast on galouti kebabs and biryani in Aminabad.\n\nAbout 320 km from Varanasi by expressway, Lucknow suits corporate groups, school trips and food lovers alike."),
  d("chitrakoot", "Chitrakoot", "Forested hills and ghats where Lord Rama spent his exile.",
    "Chitrakoot, on the Mandakini river, is where Lord Rama, Sita and Lakshmana are said to have spent much of their exile. Pilgrims circle the sacred Kamadgiri hill, take boats along Ram Ghat and visit the caves of Gupt Godavari.\n\nGreen hills and waterfalls make it a refreshing change from the plains. It lies around 270 km from Varanasi, a comfortable day's drive."),
  d("vindhyachal", "Vindhyachal", "The revered Vindhyavasini Devi temple on the Ganga.",
    "Vindhyachal, near Mirzapur and about 70 km from Varanasi, is one of the most important Shakti Peeths. Devotees visit the Maa Vindhyavasini temple and complete the trikon parikrama to the Ashtabhuja and Kali Khoh temples on the hills.\n\nDuring Navratri the town is alive with colour and devotion. Combine it with Chunar Fort for a full, satisfying day trip."),
  d("khajuraho", "Khajuraho", "UNESCO-listed temples famous for their exquisite carvings.",
    "The Chandela kings built Khajuraho's temples a thousand years ago, and their sculpture is among the finest in India: dancers, musicians, gods and lovers carved in sandstone with astonishing grace. The Kandariya Mahadeva temple is the masterpiece.\n\nAbout 390 km from Varanasi, Khajuraho is best enjoyed over two days, with the evening sound-and-light show and a visit to the Raneh Falls canyon."),
  d("rajgir", "Rajgir", "Ancient capital ringed by hills, hot springs and the Vishwa Shanti Stupa.",
    "Rajgir was the capital of the Magadha kingdom and is sacred to Buddhists and Jains. Take the ropeway up Ratnagiri hill to the white Vishwa Shanti Stupa, visit Griddhakuta Peak where the Buddha preached, and bathe in the hot springs.\n\nThe glass skywalk in the nature safari is a newer thrill. Rajgir sits around 300 km from Varanasi and pairs naturally with Nalanda."),
  d("nalanda", "Nalanda", "Ruins of the great ancient university, a UNESCO World Heritage Site.",
    "For seven centuries Nalanda was one of the greatest centres of learning in the world, drawing scholars from China, Korea and Central Asia. Its red-brick ruins of monasteries, temples and lecture halls are beautifully kept.\n\nThe museum and the Xuanzang Memorial Hall tell its story. Just 15 km from Rajgir, it completes a rewarding Buddhist and historical circuit."),
  d("kushinagar", "Kushinagar", "Where the Buddha attained Mahaparinirvana.",
    "Kushinagar is where the Buddha passed into Mahaparinirvana. The Mahaparinirvana Temple shelters a serene reclining Buddha, and the Ramabhar Stupa marks the site of his cremation.\n\nQuiet gardens and international monasteries make it a contemplative stop. About 260 km from Varanasi, it is often combined with Lumbini across the Nepal border."),
  d("mathura-vrindavan", "Mathura-Vrindavan", "The land of Lord Krishna, with joyful temples and Holi celebrations.",
    "Mathura, the birthplace of Lord Krishna, and nearby Vrindavan, where he spent his childhood, are filled with temples, bhajans and colour. Visit the Krishna Janmabhoomi, the Banke Bihari and Prem Mandir temples, and the ghats of the Yamuna.\n\nDuring Holi the towns host the most famous celebrations in India. At around 660 km, our sleeper coach makes the journey restful."),
  d("chunar", "Chunar Fort", "A sandstone fort on the Ganga with centuries of legends.",
    "Perched on a rock above the Ganga about 40 km from Varanasi, Chunar Fort has been held by kings from Vikramaditya to Sher Shah Suri and the British. Its ramparts, the Sonwa Mandap and the sweeping river views reward the short climb.\n\nChunar is also famous for its glazed pottery. It makes an easy half-day outing, often paired with Vindhyachal."),
  d("lumbini", "Nepal – Lumbini", "The birthplace of the Buddha, just across the Nepal border.",
    "Lumbini in Nepal is where Queen Mayadevi gave birth to Prince Siddhartha. The Mayadevi Temple shelters the marker stone of the exact spot, beside the sacred pond and the Ashoka pillar.\n\nThe monastic zone has temples built by many nations along a long canal. We handle the border formalities and the roughly 330 km drive, usually combined with Kushinagar."),
];

export const seedSettings = {
  bookingPhones: ["+91 98390 21005", "+91 94150 21005", "+91 70070 21005", "+91 63930 21005"] as [string, string, string, string],
  whatsappContacts: [{ label: "Bookings desk", number: "919839021005" }, { label: "Tour manager", number: "919415021005" }] as [{ label: string; number: string }, { label: string; number: string }],
  email: "bookings@kashicoachtours.in",
  supportHours: "9:00 AM - 9:00 PM daily",
  businessHours: "Monday-Sunday 9AM-10PM",
  address: "B-21/115 Sigra Main Road, near Cantonment, Varanasi, Uttar Pradesh 221010",
  mapLat: 25.3176,
  mapLng: 82.9739,
};
