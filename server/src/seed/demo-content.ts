/**
 * Demo catalogue for an empty database: rooms, guided tours, Gypsy jeeps and gallery images of a
 * lodge-and-tours business in Pachmarhi (Satpura range, Madhya Pradesh).
 *
 * Image file names refer to server/seed/images/ (sources and licences in its NOTICE; regenerate
 * with scripts/media/make-seed-images.sh). Prices are whole rupees: rooms per night, vehicles per
 * day (with driver), tours per person. Dates are 'YYYY-MM-DD' counted from today in IST when this
 * module loads, so a fresh demo never shows past departures.
 */
import type { GalleryInput } from '@pachmarhi/common/schemas/gallery';
import type { RoomInput } from '@pachmarhi/common/schemas/room';
import type { TourInput } from '@pachmarhi/common/schemas/tour';
import type { VehicleInput } from '@pachmarhi/common/schemas/vehicle';
import { todayIST } from '@pachmarhi/common/time';

/** The date the demo dates count from: today in IST when this module loads (the seed moves them onto its own today). */
export const DEMO_TODAY = todayIST();

/** The IST calendar date `n` days after today, as 'YYYY-MM-DD' (n may be negative). */
function daysFromNow(n: number): string {
  const d = new Date(`${DEMO_TODAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------- rooms

const LODGE = 'Satpura Heights Lodge';
const COTTAGES = 'Silver Oak Cottages';

const STANDARD_POLICIES = {
  checkIn: '12:00 PM (early check-in on request, subject to availability)',
  checkOut: '10:00 AM',
  cancellation:
    'Free cancellation up to 7 days before arrival. Within 7 days, one night is charged. No refund for no-shows. Bookings for Diwali, Christmas to New Year and Mahashivratri are non-refundable.',
};

const SUITE_POLICIES = {
  checkIn: '12:00 PM',
  checkOut: '11:00 AM',
  cancellation:
    'Free cancellation up to 10 days before arrival. Within 10 days, 50% of the stay is charged. No refund for no-shows or early departures. Peak-season bookings are non-refundable.',
};

/** Rooms: two in each category, Standard to Suite. */
export const demoRooms: (RoomInput & { photos: string[] })[] = [
  {
    name: 'Standard Garden Room',
    category: 'Standard',
    price: 1800,
    hotelName: COTTAGES,
    location: 'Patharchatta, Pachmarhi',
    description:
      'A bright, simple room for two on the ground floor of our cottages, opening onto a lawn shaded by silver oaks. Ideal if you plan to spend the day out at the waterfalls and come back to a hot shower, a clean bed and a cup of chai on the verandah.',
    features: [
      'Queen-size bed',
      'Attached bathroom with hot shower',
      'Sit-out facing the garden',
      'Wardrobe and luggage rack',
      'Reading lamps on both sides',
    ],
    amenities: [
      'Free Wi-Fi',
      '24-hour hot water',
      'LED TV',
      'Electric kettle with tea and coffee',
      'Daily housekeeping',
      'Free parking',
      'Power backup',
    ],
    specifications: {
      roomSize: '180 sq ft',
      bedType: 'Queen bed',
      capacity: '2 adults',
      view: 'Garden and silver oaks',
    },
    policies: STANDARD_POLICIES,
    availability: [
      { startDate: daysFromNow(0), endDate: daysFromNow(13), status: 'Available' },
      { startDate: daysFromNow(14), endDate: daysFromNow(16), status: 'Booked' },
      { startDate: daysFromNow(17), endDate: daysFromNow(60), status: 'Available' },
    ],
    photos: ['room-standard-bedroom.jpg', 'room-standard-bathroom.jpg'],
  },
  {
    name: 'Standard Twin Room',
    category: 'Standard',
    price: 2200,
    hotelName: COTTAGES,
    location: 'Patharchatta, Pachmarhi',
    description:
      'Two single beds, soft morning light and a window onto the misty hills — a comfortable base for friends or colleagues travelling together. The room sits on the quiet side of the cottages, away from the road.',
    features: [
      'Two single beds (can be joined)',
      'Attached bathroom with hot shower',
      'Writing desk',
      'Window with hill view',
      'Extra blankets in winter',
    ],
    amenities: [
      'Free Wi-Fi',
      '24-hour hot water',
      'LED TV',
      'Electric kettle with tea and coffee',
      'Room heater on request (Nov–Feb)',
      'Daily housekeeping',
      'Free parking',
    ],
    specifications: { roomSize: '200 sq ft', bedType: 'Two single beds', capacity: '2 adults', view: 'Hills' },
    policies: STANDARD_POLICIES,
    availability: [
      { startDate: daysFromNow(0), endDate: daysFromNow(4), status: 'Booked' },
      { startDate: daysFromNow(5), endDate: daysFromNow(60), status: 'Available' },
    ],
    photos: ['room-standard-twin.jpg', 'room-standard-bathroom.jpg'],
  },
  {
    name: 'Deluxe Valley View Room',
    category: 'Deluxe',
    price: 3800,
    hotelName: LODGE,
    location: 'Pachmarhi',
    description:
      'A spacious first-floor room with a king bed, a tufted headboard and a picture window that frames the Satpura ridges turning violet at dusk. There is a separate sitting corner for afternoon tea after a morning at Bee Falls.',
    features: [
      'King bed with premium linen',
      'Sitting corner with sofa and tea table',
      'Large window facing the valley',
      'Attached bathroom with rain shower',
      'Full-length mirror and dresser',
    ],
    amenities: [
      'Free Wi-Fi',
      '24-hour hot water',
      '43-inch smart TV',
      'Tea and coffee tray',
      'Room heater (Nov–Feb)',
      'In-room dining',
      'Daily housekeeping',
      'Free parking',
      'Power backup',
    ],
    specifications: {
      roomSize: '280 sq ft',
      bedType: 'King bed',
      capacity: '2 adults + 1 child under 10',
      view: 'Satpura valley',
    },
    policies: STANDARD_POLICIES,
    availability: [
      { startDate: daysFromNow(0), endDate: daysFromNow(7), status: 'Available' },
      { startDate: daysFromNow(8), endDate: daysFromNow(10), status: 'Booked' },
      { startDate: daysFromNow(11), endDate: daysFromNow(60), status: 'Available' },
    ],
    photos: ['room-deluxe-bedroom.jpg', 'room-deluxe-sitting.jpg', 'room-standard-bathroom.jpg'],
  },
  {
    name: 'Deluxe Sunrise Balcony Room',
    category: 'Deluxe',
    price: 4500,
    hotelName: LODGE,
    location: 'Pachmarhi',
    description:
      'An east-facing room with its own balcony, so the first light over the forest reaches your bed. Warm rose tones, a king bed and a lounge corner make it a favourite with couples. Early risers can be driven to Dhoopgarh for sunrise on request.',
    features: [
      'King bed',
      'Private east-facing balcony with two chairs',
      'Lounge corner',
      'Attached bathroom with rain shower',
      'Blackout curtains',
    ],
    amenities: [
      'Free Wi-Fi',
      '24-hour hot water',
      '43-inch smart TV',
      'Tea and coffee tray',
      'Mini fridge',
      'Room heater (Nov–Feb)',
      'In-room dining',
      'Daily housekeeping',
      'Free parking',
    ],
    specifications: {
      roomSize: '300 sq ft',
      bedType: 'King bed',
      capacity: '2 adults + 1 child under 10',
      view: 'Sunrise over the forest',
    },
    policies: STANDARD_POLICIES,
    availability: [
      { startDate: daysFromNow(0), endDate: daysFromNow(2), status: 'Booked' },
      { startDate: daysFromNow(3), endDate: daysFromNow(60), status: 'Available' },
    ],
    photos: ['room-deluxe-balcony-bedroom.jpg', 'room-deluxe-sitting.jpg', 'room-standard-bathroom.jpg'],
  },
  {
    name: 'Satpura Family Suite',
    category: 'Suite',
    price: 6200,
    hotelName: LODGE,
    location: 'Pachmarhi',
    description:
      'A two-room suite for families: a king bedroom and a separate living room with a sofa-cum-bed, pendant lights and a wide window onto the misty hills. The bathroom has a deep tub for a warm soak after a long day of sightseeing.',
    features: [
      'Separate living room',
      'King bed plus sofa-cum-bed',
      'Bathroom with bathtub and separate vanity',
      'Dining table for four',
      'Walk-in wardrobe',
    ],
    amenities: [
      'Free Wi-Fi',
      '24-hour hot water',
      'Two smart TVs',
      'Tea and coffee tray',
      'Mini fridge',
      'Room heaters (Nov–Feb)',
      'In-room dining',
      'Bathrobes and slippers',
      'Daily housekeeping',
      'Free parking',
      'Power backup',
    ],
    specifications: {
      roomSize: '450 sq ft',
      bedType: 'King bed + sofa-cum-bed',
      capacity: '2 adults + 2 children',
      view: 'Misty hills',
    },
    policies: SUITE_POLICIES,
    availability: [
      { startDate: daysFromNow(0), endDate: daysFromNow(20), status: 'Available' },
      { startDate: daysFromNow(21), endDate: daysFromNow(23), status: 'Booked' },
      { startDate: daysFromNow(24), endDate: daysFromNow(60), status: 'Available' },
    ],
    photos: ['room-suite-living.jpg', 'room-suite-bedroom.jpg', 'room-suite-bathroom.jpg'],
  },
  {
    name: 'Dhoopgarh Honeymoon Suite',
    category: 'Suite',
    price: 7500,
    hotelName: LODGE,
    location: 'Pachmarhi',
    description:
      'Our most private suite, on the top floor with the best view of the ridges. Deep red and gold furnishings, a king bed, a freestanding bathtub under a hill-view window and a sitting room of its own. Candle-light dinner and a sunrise drive to Dhoopgarh can be arranged.',
    features: [
      'King bed with panelled headboard',
      'Freestanding bathtub with hill view',
      'Private sitting room',
      'Top-floor corner location',
      'Complimentary welcome cake and flowers',
    ],
    amenities: [
      'Free Wi-Fi',
      '24-hour hot water',
      'Smart TV',
      'Tea and coffee tray',
      'Mini fridge',
      'Room heater (Nov–Feb)',
      'In-room dining',
      'Bathrobes and slippers',
      'Turn-down service',
      'Free parking',
    ],
    specifications: { roomSize: '420 sq ft', bedType: 'King bed', capacity: '2 adults', view: 'Satpura ridges' },
    policies: SUITE_POLICIES,
    availability: [
      { startDate: daysFromNow(0), endDate: daysFromNow(5), status: 'Available' },
      { startDate: daysFromNow(6), endDate: daysFromNow(8), status: 'Booked' },
      { startDate: daysFromNow(9), endDate: daysFromNow(60), status: 'Available' },
    ],
    photos: ['room-suite-bedroom.jpg', 'room-suite-bathroom.jpg', 'room-suite-living.jpg'],
  },
];

// ---------------------------------------------------------------------------------------- tours

/** Guided tours around Pachmarhi and into Satpura Tiger Reserve. */
export const demoTours: (TourInput & { images: string[] })[] = [
  {
    title: 'Dhoopgarh Sunrise Drive',
    location: 'Dhoopgarh, Pachmarhi',
    duration: 'Half Day',
    price: 900,
    description:
      'At about 1,352 m, Dhoopgarh is the highest point of Madhya Pradesh and of the whole Satpura range. We leave before dawn in an open Gypsy, wind up through the forest and reach the viewpoint in time to watch the sun rise over ridge after ridge of the Satpura hills, with mist lying in the valleys below.',
    highlights: [
      'Sunrise from the highest point of Madhya Pradesh (about 1,352 m)',
      'Layered Satpura ridges and valley mist',
      'Open-Gypsy drive through sal and teak forest',
      'Hot tea at the viewpoint',
    ],
    inclusions: ['Open Gypsy with driver-guide', 'Hotel pick-up and drop', 'Tea and biscuits at the viewpoint'],
    exclusions: ['Forest entry fees and permits (paid at the gate)', 'Breakfast', 'Personal expenses'],
    itinerary: [
      {
        day: 1,
        title: 'Dawn at Dhoopgarh',
        description:
          'Pick-up about 90 minutes before sunrise. Drive to Dhoopgarh, watch the sunrise from the viewpoint and take photographs as the mist lifts from the valleys. Back at the hotel by breakfast time.',
      },
    ],
    departureDates: [daysFromNow(1), daysFromNow(2), daysFromNow(4), daysFromNow(6), daysFromNow(9), daysFromNow(13)],
    status: 'Available',
    images: ['scene-dhoopgarh-sunrise.jpg', 'sunset-evening-glow.jpg', 'lake-twilight-summer-1am.jpg'],
  },
  {
    title: 'Bee Falls and the Waterfall Trail',
    location: 'Pachmarhi',
    duration: '1 Day',
    price: 1200,
    description:
      'Bee Falls, also called Jamuna Prapat, tumbles over red sandstone into a clear pool a short walk below the road, and is one of the streams that supply Pachmarhi with drinking water. This day out combines it with the pools of Apsara Vihar and a view of Rajat Prapat, the tallest fall in the area, with time to cool off and picnic in the forest.',
    highlights: [
      'Bee Falls (Jamuna Prapat) and its natural pool',
      'Apsara Vihar, the "fairy pool"',
      'Viewpoint for Rajat Prapat (Silver Falls)',
      'Forest walk with a naturalist guide',
    ],
    inclusions: ['Open Gypsy with driver-guide', 'Packed lunch and drinking water', 'Hotel pick-up and drop'],
    exclusions: ['Forest entry fees (paid at the gate)', 'Swimwear and towels', 'Personal expenses'],
    itinerary: [
      {
        day: 1,
        title: 'Falls and pools',
        description:
          'Morning at Bee Falls: walk down the stone steps to the pool. Midday drive to Apsara Vihar for a picnic lunch and a swim in the shallow pool. Afternoon walk to the Rajat Prapat viewpoint and return to the hotel by 5 PM. The steps can be slippery in the monsoon; wear shoes with a good grip.',
      },
    ],
    departureDates: [daysFromNow(1), daysFromNow(3), daysFromNow(5), daysFromNow(8), daysFromNow(12), daysFromNow(15)],
    status: 'Available',
    images: ['scene-bee-falls.jpg', 'forest-path.jpg', 'water-splash.jpg'],
  },
  {
    title: 'Jata Shankar Cave Temple and Handi Khoh',
    location: 'Jata Shankar, Pachmarhi',
    duration: 'Half Day',
    price: 600,
    description:
      "Jata Shankar is a cave shrine to Lord Shiva deep in a shaded gorge, where rock formations are said to resemble Shiva's matted hair (jata) and a natural lingam sits beneath the overhanging rock. A stream begins inside the cave. We pair it with Handi Khoh, a sheer, forested ravine of about 300 ft just outside town.",
    highlights: [
      'Natural cave shrine in a deep gorge',
      'Stream rising inside the cave',
      'Handi Khoh ravine viewpoint',
      'Story of the legends told by a local guide',
    ],
    inclusions: ['Gypsy with driver-guide', 'Local guide at Jata Shankar', 'Hotel pick-up and drop'],
    exclusions: ['Offerings at the temple', 'Meals', 'Personal expenses'],
    itinerary: [
      {
        day: 1,
        title: 'Into the gorge',
        description:
          'Drive to the Jata Shankar path and walk down the steps into the gorge to the cave shrine. Continue to the Handi Khoh viewpoint, then to Priyadarshini Point if time allows. About 4 hours in all; the walk includes a few hundred steps.',
      },
    ],
    departureDates: [daysFromNow(1), daysFromNow(2), daysFromNow(3), daysFromNow(5), daysFromNow(7), daysFromNow(10)],
    status: 'Available',
    images: ['scene-jata-shankar-gorge.jpg', 'marigold-bloom.jpg', 'monsoon-raindrops-leaf.jpg'],
  },
  {
    title: 'Pandav Caves and Priyadarshini Point',
    location: 'Pachmarhi',
    duration: 'Half Day',
    price: 500,
    description:
      'Five chambers cut into a low sandstone hill gave Pachmarhi its name — "panch" (five) and "marhi" (caves). Legend holds that the Pandava brothers sheltered here during their exile; archaeologists link the caves to Buddhist monks. The afternoon ends at Priyadarshini Point, where Captain James Forsyth first looked out over the plateau in 1857.',
    highlights: [
      'The five rock-cut Pandav Caves',
      'Landscaped garden below the caves',
      'Priyadarshini (Forsyth) Point at sunset',
      'Easy walking, suitable for families',
    ],
    inclusions: ['Gypsy with driver-guide', 'Hotel pick-up and drop', 'Bottled water'],
    exclusions: ['Monument entry fees, if any', 'Meals', 'Personal expenses'],
    itinerary: [
      {
        day: 1,
        title: 'Caves and a sunset viewpoint',
        description:
          'Afternoon visit to the Pandav Caves and their garden, a short stop at the Christ Church of 1875 in the cantonment, then on to Priyadarshini Point for the sunset over the valley. Back at the hotel after dusk.',
      },
    ],
    departureDates: [daysFromNow(1), daysFromNow(2), daysFromNow(4), daysFromNow(6), daysFromNow(8), daysFromNow(11)],
    status: 'Available',
    images: ['scene-pandav-caves.jpg', 'forest-path.jpg'],
  },
  {
    title: 'Satpura Jungle Safari',
    location: 'Madhai, Satpura Tiger Reserve',
    duration: '2 Days 1 Night',
    price: 6500,
    description:
      "Satpura Tiger Reserve protects one of central India's wildest forests: sal, teak and bamboo over sandstone hills, home to tigers, leopards, sloth bears, gaur, sambar and the Indian giant squirrel. We drive down to Madhai, cross the Denwa river by boat and explore the park in open Gypsys with a forest-department guide, on an evening and a morning drive. The core zone closes for the monsoon, usually from 1 July to 30 September; departures in that season visit the buffer zone instead.",
    highlights: [
      'Two open-Gypsy safaris with a forest-department guide',
      'Boat crossing of the Denwa backwaters',
      'Chance to see tiger, leopard, sloth bear and gaur',
      'Birding along the river: kingfishers, herons and raptors',
    ],
    inclusions: [
      'Transfers from and to Pachmarhi',
      'One night in a jungle lodge near Madhai',
      'Dinner, breakfast and lunch',
      'Two Gypsy safaris with park guide',
      'Safari permits',
    ],
    exclusions: [
      'Camera fees at the gate',
      'Boat ride on the Denwa (paid locally)',
      'Tips for guides and drivers',
      'Personal expenses',
    ],
    itinerary: [
      {
        day: 1,
        title: 'Pachmarhi to Madhai',
        description:
          "Morning drive down the ghats to Madhai and check in at the jungle lodge. After lunch, cross the Denwa by boat for the afternoon Gypsy safari. Evening talk on the reserve's wildlife and dinner at the lodge.",
      },
      {
        day: 2,
        title: 'Dawn safari and return',
        description:
          'Early morning safari when the forest is most active, back to the lodge for breakfast, then the drive back to Pachmarhi, arriving by mid-afternoon.',
      },
    ],
    departureDates: [
      daysFromNow(3),
      daysFromNow(7),
      daysFromNow(10),
      daysFromNow(14),
      daysFromNow(21),
      daysFromNow(28),
    ],
    status: 'Available',
    images: ['gypsy-white.jpg', 'forest-path.jpg', 'misty-lake-darkest-hour.jpg'],
    // A safari into the core zone: booked per park shift, never on a closed one (issue 39).
    parkSafari: true,
    pickupPoints: [
      { place: 'Hotel reception, Pachmarhi', placeHi: 'होटल रिसेप्शन, पचमढ़ी', time: '04:45' },
      { place: 'Pipariya railway station', placeHi: 'पिपरिया रेलवे स्टेशन', time: '05:30' },
    ],
  },
  {
    title: 'Chauragarh Temple Trek',
    location: 'Chauragarh, Pachmarhi',
    duration: '1 Day',
    price: 1100,
    description:
      'Chauragarh is a hilltop Shiva temple that pilgrims reach by about 1,300 steps, passing thousands of iron tridents (trishuls) offered by devotees. The climb is steady rather than technical, and the reward is one of the widest views of the Satpura range. On the way we visit the cave shrines of Bada Mahadeo and Gupt Mahadeo.',
    highlights: [
      'Climb of about 1,300 steps to the hilltop temple',
      'Thousands of offered tridents',
      'Bada Mahadeo and Gupt Mahadeo cave shrines',
      'Panoramic view of the Satpura ridges',
    ],
    inclusions: [
      'Gypsy with driver-guide to the base of the climb',
      'Trek leader',
      'Packed breakfast, lunch and water',
      'Hotel pick-up and drop',
    ],
    exclusions: ['Offerings at the temples', 'Porter or palanquin charges', 'Personal expenses'],
    itinerary: [
      {
        day: 1,
        title: 'Mahadeo caves and the climb to Chauragarh',
        description:
          'Start at 6 AM. Drive to Bada Mahadeo and Gupt Mahadeo, then begin the climb to Chauragarh (allow 4 to 5 hours up and down with rests). Lunch in the shade below the temple and drive back in the afternoon. The climb is busiest during the Mahashivratri fair; we start early to avoid the heat and the crowds.',
      },
    ],
    departureDates: [daysFromNow(2), daysFromNow(5), daysFromNow(9), daysFromNow(12), daysFromNow(16), daysFromNow(19)],
    status: 'Available',
    images: ['scene-chauragarh-temple.jpg', 'monsoon-storm-road.jpg'],
  },
];

// ---------------------------------------------------------------------------------------- vehicles

const GYPSY_INFO = {
  model: 'Gypsy King ST',
  seats: '6 (driver + 5)',
  fuelType: 'Petrol',
  transmission: '5-speed manual, 4x4 with low range',
  mileage: '10–12 km/l',
};

const GYPSY_SPECS = [
  '1.3 L four-cylinder petrol engine, about 80 bhp',
  'Part-time four-wheel drive with low-range transfer case',
  'Leaf-spring suspension for rough forest tracks',
  'Ground clearance about 210 mm',
];

const rentalTerms = (minimum: string) => ({
  minimumRental: minimum,
  deposit: 'None; every Gypsy comes with our driver-guide',
  insurance: 'Comprehensive vehicle insurance and passenger cover included',
  cancellation: 'Free cancellation up to 24 hours before pick-up; within 24 hours, 50% of one day is charged.',
});

/** Every slot of the next `days` days, with the given day offsets booked. */
const slots = (days: number, booked: number[]) =>
  Array.from({ length: days }, (_, i) => ({
    date: daysFromNow(i),
    status: booked.includes(i) ? ('Booked' as const) : ('Available' as const),
  }));

/** Open-top Maruti Gypsys, each rented with a local driver-guide. */
export const demoVehicles: (VehicleInput & { images: string[] })[] = [
  {
    name: 'Gypsy King Safari — White',
    brand: 'Maruti Suzuki',
    model: 'Gypsy King ST',
    fuelType: 'Petrol',
    price: 3500,
    status: 'Available',
    category: 'Safari Gypsy',
    location: 'Pachmarhi',
    description:
      'The classic white safari Gypsy, fitted with a roll cage and raised rear seats for a clear view over the bonnet. Our most requested vehicle for Satpura and Dhoopgarh drives, kept spotless and serviced every season.',
    features: [
      'Open top with roll cage',
      'Raised rear seats for wildlife viewing',
      'First-aid kit',
      'Mobile charging point',
      'Blankets for winter mornings',
    ],
    specifications: GYPSY_SPECS,
    vehicleInfo: { ...GYPSY_INFO, year: '2018' },
    rentalTerms: rentalTerms('Full day (8 hours / 80 km)'),
    availability: slots(10, [1, 2, 6]),
    images: ['gypsy-white.jpg', 'forest-path.jpg'],
  },
  {
    name: 'Gypsy King Soft Top — Olive',
    brand: 'Maruti Suzuki',
    model: 'Gypsy King Soft Top',
    fuelType: 'Petrol',
    price: 3000,
    status: 'Available',
    category: 'Soft-top Gypsy',
    location: 'Pachmarhi',
    description:
      'An olive-green Gypsy with a fold-down canvas top: open for golden-hour drives and closed in minutes when a monsoon shower rolls in. Ideal for the waterfall circuit and the Chauragarh base.',
    features: ['Fold-down canvas top', 'Side curtains for rain', 'First-aid kit', 'Mobile charging point'],
    specifications: GYPSY_SPECS,
    vehicleInfo: { ...GYPSY_INFO, model: 'Gypsy King Soft Top', year: '2017' },
    rentalTerms: rentalTerms('Half day (4 hours / 40 km)'),
    availability: slots(10, [0, 4]),
    images: ['gypsy-olive.jpg', 'sunset-evening-glow.jpg'],
  },
  {
    name: 'Gypsy King — Red',
    brand: 'Maruti Suzuki',
    model: 'Gypsy King ST',
    fuelType: 'Petrol',
    price: 2800,
    status: 'Available',
    category: 'Sightseeing Gypsy',
    location: 'Pachmarhi',
    description:
      'A cheerful red Gypsy for the local sightseeing circuit: Pandav Caves, Jata Shankar, Handi Khoh and Priyadarshini Point in a day, at your own pace, with a driver who knows every viewpoint.',
    features: ['Open top with roll bar', 'Cushioned bench seats', 'First-aid kit', 'Bluetooth speaker on request'],
    specifications: GYPSY_SPECS,
    vehicleInfo: { ...GYPSY_INFO, year: '2016' },
    rentalTerms: rentalTerms('Half day (4 hours / 40 km)'),
    availability: slots(10, [3]),
    images: ['gypsy-red.jpg', 'misty-lake-darkest-hour.jpg'],
  },
  {
    name: 'Gypsy King — Desert Sand',
    brand: 'Maruti Suzuki',
    model: 'Gypsy King ST',
    fuelType: 'Petrol',
    price: 2500,
    status: 'Under Maintenance',
    category: 'Sightseeing Gypsy',
    location: 'Pachmarhi',
    description:
      'A sand-coloured Gypsy that blends into the dry-season forest of April and May. In for its pre-monsoon service (brakes, tyres and canvas); back on the road shortly.',
    features: ['Open top with roll bar', 'Cushioned bench seats', 'First-aid kit'],
    specifications: GYPSY_SPECS,
    vehicleInfo: { ...GYPSY_INFO, year: '2015' },
    rentalTerms: rentalTerms('Half day (4 hours / 40 km)'),
    availability: [
      { date: daysFromNow(0), status: 'Not Available' },
      { date: daysFromNow(1), status: 'Not Available' },
      { date: daysFromNow(2), status: 'Not Available' },
      { date: daysFromNow(3), status: 'Available' },
      { date: daysFromNow(4), status: 'Available' },
    ],
    images: ['gypsy-sand.jpg', 'autumn-fallen-leaf.jpg'],
  },
  {
    name: 'Gypsy King — Silver',
    brand: 'Maruti Suzuki',
    model: 'Gypsy King ST',
    fuelType: 'Petrol',
    price: 2200,
    status: 'Available',
    category: 'Sightseeing Gypsy',
    location: 'Pachmarhi',
    description:
      'Our budget-friendly silver Gypsy for evening drives: Dhoopgarh sunset, the bazaar and dinner in town. Simple, reliable and easy to climb into for older travellers.',
    features: ['Open top with roll bar', 'Grab handles and a low step', 'First-aid kit', 'Mobile charging point'],
    specifications: GYPSY_SPECS,
    vehicleInfo: { ...GYPSY_INFO, year: '2014' },
    rentalTerms: rentalTerms('Half day (4 hours / 40 km)'),
    availability: slots(10, [2, 5, 8]),
    images: ['gypsy-silver.jpg', 'lake-twilight-summer-1am.jpg'],
  },
];

// ---------------------------------------------------------------------------------------- gallery

/** Gallery images across the categories; three are featured. */
export const demoGallery: (GalleryInput & { image: string })[] = [
  {
    title: 'Sunset over a lake (stand-in photo)',
    category: 'Sunset',
    altText: 'Wooden rowing boats on a pebble shore under an orange and violet sunset sky, with hills beyond the lake',
    description:
      'A stand-in photograph, not taken in Pachmarhi: boats on a lake shore at sunset. Replace it with your own picture of the sunset from a Pachmarhi viewpoint.',
    tags: 'sunset, lake, boats, hills, evening',
    featured: true,
    image: 'sunset-evening-glow.jpg',
  },
  {
    title: 'Satpura ridges at sunrise (illustration)',
    category: 'Mountains',
    altText:
      'Illustration of layered hill ridges with mist in the valleys and the sun rising, two people watching from a rocky viewpoint',
    description:
      'An illustration of the view from Dhoopgarh, at about 1,352 m the highest point of Madhya Pradesh, where ridge after ridge of the Satpura range fades into the morning haze.',
    tags: 'dhoopgarh, sunrise, satpura, ridges, mist',
    featured: true,
    image: 'scene-dhoopgarh-sunrise.jpg',
  },
  {
    title: 'Forest footpath (stand-in photo)',
    category: 'Nature',
    altText: 'A narrow earthen footpath winding between tall tree trunks over a mossy green forest floor',
    description:
      'A stand-in photograph, not taken in Pachmarhi: a footpath through a forest, like the trails our guides walk.',
    tags: 'forest, trail, walking, green',
    featured: true,
    image: 'forest-path.jpg',
  },
  {
    title: 'Pink twilight on a lake (stand-in photo)',
    category: 'Sunset',
    altText:
      'A calm lake reflecting a pink and lilac sky just after sunset, with reeds in the foreground and a low wooded shore',
    description: 'A stand-in photograph, not taken in Pachmarhi: a lake in pink twilight just after sunset.',
    tags: 'twilight, lake, reflection, calm',
    featured: false,
    image: 'lake-twilight-summer-1am.jpg',
  },
  {
    title: 'Dawn mist (stand-in photo)',
    category: 'Landscape',
    altText: 'Dark blue mist hanging over a still lake with faint tree-covered islands at dawn',
    description:
      'A stand-in photograph, not taken in Pachmarhi: mist over a lake at dawn. Winter mornings in the hills start cold; bring a warm layer.',
    tags: 'mist, dawn, lake, winter',
    featured: false,
    image: 'misty-lake-darkest-hour.jpg',
  },
  {
    title: 'Old jetty (stand-in photo)',
    category: 'Landscape',
    altText: 'Close view of weathered wooden jetty planks in warm light beside rippling water and a distant tree line',
    description: 'A stand-in photograph, not taken in Pachmarhi: an old wooden jetty by the water in afternoon light.',
    tags: 'jetty, water, afternoon, relax',
    featured: false,
    image: 'jetty-by-the-water.jpg',
  },
  {
    title: 'Cool clear water (stand-in photo)',
    category: 'Waterfall',
    altText: 'A drop of water splashing into clear water and forming a crown of droplets',
    description:
      'A stand-in photograph, not taken in Pachmarhi: a drop splashing into clear water. The streams of Bee Falls and Apsara Vihar run cold and clear.',
    tags: 'water, splash, stream, waterfall trail',
    featured: false,
    image: 'water-splash.jpg',
  },
  {
    title: 'Raindrops on leaves (stand-in photo)',
    category: 'Nature',
    altText: 'Raindrops beaded on broad green leaves among fresh grass',
    description:
      'A stand-in photograph, not taken in Pachmarhi: raindrops on leaves. From July to September the plateau turns green and the waterfalls are in full flow.',
    tags: 'monsoon, rain, leaves, green',
    featured: false,
    image: 'monsoon-raindrops-leaf.jpg',
  },
  {
    title: 'Fallen leaf (stand-in photo)',
    category: 'Nature',
    altText: 'A dry brown leaf resting on a bed of golden fallen leaves with a red leaf blurred behind it',
    description: 'A stand-in photograph, not taken in Pachmarhi: a fallen leaf on a forest floor.',
    tags: 'leaves, forest floor, spring, dry season',
    featured: false,
    image: 'autumn-fallen-leaf.jpg',
  },
  {
    title: 'Ladybird on wildflowers (stand-in photo)',
    category: 'Wildlife',
    altText: 'A red ladybird climbing a grass stem among small blue wildflowers',
    description: 'A stand-in photograph, not taken in Pachmarhi: a ladybird on a grass stem among wildflowers.',
    tags: 'ladybird, insects, wildflowers, meadow',
    featured: false,
    image: 'ladybird-wildflowers.jpg',
  },
  {
    title: 'Marigold in bloom (stand-in photo)',
    category: 'Culture',
    altText: 'A red and gold marigold flower in close-up against a soft green and orange background',
    description:
      'A stand-in photograph, not taken in Pachmarhi: a marigold in bloom. Marigold garlands are offered at the shrines of Jata Shankar, Mahadeo and Chauragarh.',
    tags: 'marigold, flowers, temple offerings',
    featured: false,
    image: 'marigold-bloom.jpg',
  },
  {
    title: 'Monsoon clouds on the road (stand-in photo)',
    category: 'Adventure',
    altText: 'Dark storm clouds gathering over flat open country, seen from a moving vehicle on a highway',
    description: 'A stand-in photograph, not taken in Pachmarhi: storm clouds over open country seen from a road.',
    tags: 'monsoon, road trip, storm, clouds',
    featured: false,
    image: 'monsoon-storm-road.jpg',
  },
];
