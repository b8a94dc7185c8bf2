/**
 * What a column header names: its role (date, flight, departure time...) and the zone it states for its times.
 * "STD(Z)", "Start (UTC)", "STA_Local", "DEPL" (departure, local) and "Flight_No" are all read here.
 */

/** The roles a header can give a column (also used by the column mapping, engine/mapping.ts). */
export type Role =
  | 'date'
  | 'flight'
  | 'code'
  | 'from'
  | 'to'
  | 'depAny'
  | 'arrAny'
  | 'station'
  | 'base'
  | 'dep'
  | 'arr'
  | 'report'
  | 'release'
  | 'remarks'
  | 'type'
  | 'tz'
  | 'aircraft'
  | 'allday'
  | 'duration';

/**
 * A cell's role: a header's, or one only the engine reads: a deadhead-flag column ("DH") or a crew position column
 * ("Position", "Rank": CCM, FO), whose words are never airports; an expiry column ("Expiry Date", "Valid Until"),
 * whose table lists documents and checks, no duties; a sector column ("Sector", "Route"), whose cell holds both airports.
 */
export type CellRole = Role | 'deadhead' | 'position' | 'expiry' | 'sector';

export type Zone = 'utc' | 'local';

const EXACT: Record<string, CellRole> = {
  date: 'date',
  day: 'date',
  dy: 'date',
  datum: 'date',
  dag: 'date',
  flight: 'flight',
  flt: 'flight',
  fltno: 'flight',
  flightno: 'flight',
  flightnr: 'flight',
  flightnum: 'flight',
  flightnumber: 'flight',
  service: 'flight',
  trip: 'code',
  duty: 'code',
  dutyrole: 'code',
  dutycode: 'code',
  code: 'code',
  activity: 'code',
  activityinfo: 'code',
  activityid: 'code',
  act: 'code',
  event: 'code',
  summary: 'code',
  subject: 'code',
  title: 'code',
  pairing: 'code',
  from: 'from',
  origin: 'from',
  orig: 'from',
  loc1: 'from',
  depstn: 'from',
  depairport: 'from',
  departureairport: 'from',
  deparp: 'from',
  to: 'to',
  dest: 'to',
  destination: 'to',
  loc2: 'to',
  arrstn: 'to',
  arrairport: 'to',
  arrivalairport: 'to',
  arrarp: 'to',
  dep: 'depAny',
  depart: 'depAny',
  departs: 'depAny',
  departure: 'depAny',
  arr: 'arrAny',
  arrive: 'arrAny',
  arrives: 'arrAny',
  arrival: 'arrAny',
  station: 'station',
  stn: 'station',
  location: 'station',
  loc: 'station',
  port: 'station',
  layover: 'station',
  presentlocation: 'station',
  base: 'base',
  homebase: 'base',
  std: 'dep',
  etd: 'dep',
  start: 'dep',
  starttime: 'dep',
  begin: 'dep',
  deptime: 'dep',
  departuretime: 'dep',
  out: 'dep',
  offblock: 'dep',
  offblk: 'dep',
  blockoff: 'dep',
  dtstart: 'dep',
  sta: 'arr',
  eta: 'arr',
  end: 'arr',
  endtime: 'arr',
  finish: 'arr',
  arrtime: 'arr',
  arrivaltime: 'arr',
  in: 'arr',
  onblock: 'arr',
  onblk: 'arr',
  blockon: 'arr',
  dtend: 'arr',
  ci: 'report',
  checkin: 'report',
  checkintime: 'report',
  report: 'report',
  reporttime: 'report',
  rpt: 'report',
  signon: 'report',
  dutystart: 'report',
  onduty: 'report',
  son: 'report',
  show: 'report',
  showup: 'report',
  showuptime: 'report',
  showtime: 'report',
  co: 'release',
  checkout: 'release',
  checkouttime: 'release',
  release: 'release',
  rls: 'release',
  signoff: 'release',
  dutyend: 'release',
  offduty: 'release',
  releasetime: 'release',
  sof: 'release',
  soff: 'release',
  remarks: 'remarks',
  remark: 'remarks',
  description: 'remarks',
  desc: 'remarks',
  activitydesc: 'remarks',
  notes: 'remarks',
  note: 'remarks',
  details: 'remarks',
  info: 'remarks',
  comment: 'remarks',
  comments: 'remarks',
  type: 'type',
  dutytype: 'type',
  kind: 'type',
  timezone: 'tz',
  tz: 'tz',
  zone: 'tz',
  times: 'tz',
  aircraft: 'aircraft',
  ac: 'aircraft',
  acreg: 'aircraft',
  reg: 'aircraft',
  registration: 'aircraft',
  actype: 'aircraft',
  equipment: 'aircraft',
  eq: 'aircraft',
  achotel: 'aircraft',
  allday: 'allday',
  blh: 'duration',
  blk: 'duration',
  block: 'duration',
  blocktime: 'duration',
  flighttime: 'duration',
  dur: 'duration',
  credit: 'duration',
  cred: 'duration',
  grnd: 'duration',
  tafb: 'duration',
  fdptime: 'duration',
  // Day of the month beside a weekday column (FLICA's DY DD), stations and aircraft spelled out, a deadhead flag.
  dd: 'date',
  dt: 'date',
  fromairport: 'from',
  toairport: 'to',
  aircrafttype: 'aircraft',
  dh: 'deadhead',
  dhd: 'deadhead',
  deadhead: 'deadhead',
  position: 'position',
  sector: 'sector',
  route: 'sector',
  routing: 'sector',
  crewposition: 'position',
  crewpos: 'position',
  rank: 'position',
  crewrank: 'position',
};

/**
 * Column headers in Spanish, Portuguese, French, German, Italian and Dutch, without accents (crew portals export in
 * their airline's language): the same roles as their English words. Only whole headers; short words that are common
 * in English headers otherwise ('de', 'a') are left out.
 */
const FOREIGN: Record<string, CellRole> = {
  // date
  fecha: 'date',
  dia: 'date',
  data: 'date',
  jour: 'date',
  tag: 'date',
  giorno: 'date',
  // flight number
  vuelo: 'flight',
  nvuelo: 'flight',
  numerovuelo: 'flight',
  voo: 'flight',
  nvoo: 'flight',
  numerovoo: 'flight',
  vol: 'flight',
  nvol: 'flight',
  numerovol: 'flight',
  flug: 'flight',
  flugnr: 'flight',
  flugnummer: 'flight',
  volo: 'flight',
  vlucht: 'flight',
  vluchtnummer: 'flight',
  // duty code
  actividad: 'code',
  atividade: 'code',
  activite: 'code',
  attivita: 'code',
  dienst: 'code',
  rotacion: 'code',
  rotation: 'code',
  // departure and arrival airports
  origen: 'from',
  origem: 'from',
  origine: 'from',
  provenance: 'from',
  von: 'from',
  van: 'from',
  destino: 'to',
  destinazione: 'to',
  nach: 'to',
  naar: 'to',
  para: 'to',
  // departure or arrival (airport or time, as 'Departure' is)
  salida: 'depAny',
  partida: 'depAny',
  depart: 'depAny',
  abflug: 'depAny',
  partenza: 'depAny',
  vertrek: 'depAny',
  llegada: 'arrAny',
  chegada: 'arrAny',
  arrivee: 'arrAny',
  ankunft: 'arrAny',
  arrivo: 'arrAny',
  aankomst: 'arrAny',
  // departure and arrival times
  horasalida: 'dep',
  horadesalida: 'dep',
  horapartida: 'dep',
  heuredepart: 'dep',
  abflugzeit: 'dep',
  ab: 'dep',
  orapartenza: 'dep',
  vertrektijd: 'dep',
  horallegada: 'arr',
  horadellegada: 'arr',
  horachegada: 'arr',
  heurearrivee: 'arr',
  ankunftszeit: 'arr',
  an: 'arr',
  oraarrivo: 'arr',
  aankomsttijd: 'arr',
  // report and release
  presentacion: 'report',
  apresentacao: 'report',
  priseservice: 'report',
  prisedeservice: 'report',
  dienstbeginn: 'report',
  finservice: 'release',
  findeservice: 'release',
  dienstende: 'release',
  // station, base, aircraft, remarks, block time
  escala: 'station',
  escale: 'station',
  estacion: 'station',
  avion: 'aircraft',
  aeronave: 'aircraft',
  matricula: 'aircraft',
  immatriculation: 'aircraft',
  flugzeug: 'aircraft',
  kennzeichen: 'aircraft',
  aereo: 'aircraft',
  vliegtuig: 'aircraft',
  observaciones: 'remarks',
  observacoes: 'remarks',
  remarques: 'remarks',
  bemerkung: 'remarks',
  bemerkungen: 'remarks',
  opmerkingen: 'remarks',
  bloque: 'duration',
  tiempodevuelo: 'duration',
  tempodevoo: 'duration',
  tempsdevol: 'duration',
  blockzeit: 'duration',
  blokuren: 'duration',
  // A calendar export's columns (Outlook's calendar CSV in each language, and English's 'All day event')
  asunto: 'code',
  assunto: 'code',
  objet: 'code',
  betreff: 'code',
  oggetto: 'code',
  onderwerp: 'code',
  fechadecomienzo: 'date',
  datadeinicio: 'date',
  debut: 'date',
  beginntam: 'date',
  datadiinizio: 'date',
  begindatum: 'date',
  comienzo: 'dep',
  horadeinicio: 'dep',
  heurededebut: 'dep',
  beginntum: 'dep',
  oradiinizio: 'dep',
  begintijd: 'dep',
  fechadefinalizacion: 'date',
  datadetermino: 'date',
  fin: 'date',
  endetam: 'date',
  datadifine: 'date',
  einddatum: 'date',
  finalizacion: 'arr',
  horadetermino: 'arr',
  heuredefin: 'arr',
  endetum: 'arr',
  oradifine: 'arr',
  eindtijd: 'arr',
  alldayevent: 'allday',
  todoeldia: 'allday',
  diainteiro: 'allday',
  eventodediainteiro: 'allday',
  journeeentiere: 'allday',
  ganztagigesereignis: 'allday',
  giornataintera: 'allday',
  heledag: 'allday',
  descripcion: 'remarks',
  descricao: 'remarks',
  beschreibung: 'remarks',
  descrizione: 'remarks',
  beschrijving: 'remarks',
  ubicacion: 'station',
  lieu: 'station',
  ort: 'station',
  luogo: 'station',
  locatie: 'station',
};

/** The time a column holds under each time role (a "Departure" column may hold its airport or its time). */
export const TIME_ROLES: Partial<Record<CellRole, Role>> = {
  dep: 'dep',
  depAny: 'dep',
  arr: 'arr',
  arrAny: 'arr',
  report: 'report',
  release: 'release',
};

/**
 * Role and zone of a column header, the deadhead-flag column included ("STD(Z)" → dep, utc; "Start (local)" → dep,
 * local; "DEPL" → dep, local; "Flight_No" → flight; "DH" → deadhead).
 */
export function columnRole(header: string): Readonly<{ role: CellRole; zone?: Zone }> | null {
  if (header.length > 40) return null;
  // Every row's cells are tried as a header; a roster repeats a few hundred texts at most.
  let known = roleOf.get(header);
  if (known === undefined) {
    if (roleOf.size >= 4096) roleOf.clear();
    known = nameRole(header);
    roleOf.set(header, known && Object.freeze(known));
  }
  return known;
}

const roleOf = new Map<string, Readonly<{ role: CellRole; zone?: Zone }> | null>();

/** Words for local time in a header, in English and the languages of FOREIGN ('L' only in brackets). */
const LOCAL_WORDS = ['l', 'lt', 'local', 'lcl', 'lokal', 'lokale', 'locale', 'lokaal'];

/**
 * Column heads in Chinese, Japanese and Korean, as crew portals and apps of those airlines print them (whole heads,
 * spaces dropped; a zone in brackets after them is read as for any head).
 */
const CJK: Record<string, CellRole> = {
  // date
  日期: 'date',
  日付: 'date',
  날짜: 'date',
  일자: 'date',
  // flight number
  航班: 'flight',
  航班号: 'flight',
  便名: 'flight',
  便: 'flight',
  편명: 'flight',
  항공편: 'flight',
  // duty
  任务: 'code',
  勤務: 'code',
  乗務: 'code',
  스케줄: 'code',
  업무: 'code',
  // stations
  出发地: 'from',
  起飞机场: 'from',
  出発地: 'from',
  출발지: 'from',
  目的地: 'to',
  到达地: 'to',
  到着地: 'to',
  도착지: 'to',
  // departure and arrival (station or time)
  出发: 'depAny',
  出發: 'depAny',
  起飛: 'depAny',
  起飞: 'depAny',
  出発: 'depAny',
  출발: 'depAny',
  到达: 'arrAny',
  到達: 'arrAny',
  降落: 'arrAny',
  落地: 'arrAny',
  到着: 'arrAny',
  도착: 'arrAny',
  // departure and arrival times
  出发时间: 'dep',
  起飞时间: 'dep',
  出発時刻: 'dep',
  出発時間: 'dep',
  출발시간: 'dep',
  到达时间: 'arr',
  落地时间: 'arr',
  到着時刻: 'arr',
  到着時間: 'arr',
  도착시간: 'arr',
  // report and release
  签到: 'report',
  签到时间: 'report',
  쇼업시간: 'report',
  报到: 'report',
  ショーアップ: 'report',
  쇼업: 'report',
  // remarks, aircraft, block time
  备注: 'remarks',
  備考: 'remarks',
  비고: 'remarks',
  机型: 'aircraft',
  機材: 'aircraft',
  기종: 'aircraft',
  飞行时间: 'duration',
  飛行時間: 'duration',
  비행시간: 'duration',
};

function nameRole(header: string): { role: CellRole; zone?: Zone } | null {
  // A zone in brackets after the head, ASCII or full-width ('（UTC）'; '（北京时间）', Beijing time, is left to the
  // script's clock).
  const cjk =
    /^([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+)\s*([(（][^)）]{1,12}[)）])?$/u.exec(
      header.replace(/\s+(?=[\p{Script=Han}\p{Script=Hangul}])/gu, '').trim(),
    );
  const cjkRole = cjk ? CJK[cjk[1] ?? ''] : undefined;
  if (cjk && cjkRole) {
    const inner = (cjk[2] ?? '').slice(1, -1).trim().toLowerCase();
    // Local time: 当地时间 (Chinese), 現地時間 (Japanese), 현지시간 (Korean).
    const local = LOCAL_WORDS.includes(inner) || /^(当地|當地|現地|현지)/.test(inner);
    const zone = ['z', 'utc', 'gmt'].includes(inner) ? 'utc' : local ? 'local' : undefined;
    return zone ? { role: cjkRole, zone } : { role: cjkRole };
  }
  const lower = header.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/_/g, ' ');
  let zone: Zone | undefined;
  let rest = lower;
  const paren = /\(([a-z ]{1,8})\)\s*$/.exec(lower);
  if (paren) {
    const inner = (paren[1] ?? '').trim();
    if (['z', 'utc', 'gmt', 'zulu'].includes(inner)) zone = 'utc';
    else if (LOCAL_WORDS.includes(inner)) zone = 'local';
    rest = lower.slice(0, paren.index);
  }
  for (const word of rest.split(/[^a-z]+/)) {
    if (['utc', 'gmt', 'zulu'].includes(word)) zone = 'utc';
    else if (LOCAL_WORDS.includes(word) && word !== 'l') zone = 'local';
  }
  const key = rest
    .replace(/\b(utc|gmt|zulu|local|lt|lcl|lokal|lokale|locale|lokaal)\b/g, '')
    .replace(/[^a-z0-9]/g, '');
  // A calendar export's reminder ('Reminder Date', 'Reminder Time') is no date or time of the duty.
  if (key.startsWith('reminder') || key.startsWith('recordatorio')) return null;
  // A licence's, a passport's or a check's expiry ('Expiry Date', 'Expires', 'Valid Until'): no duty's date.
  if (/^(expir|validuntil|validto|validity)/.test(key)) return { role: 'expiry' };
  let role: CellRole | undefined = EXACT[key] ?? FOREIGN[key];
  if (!role) {
    // A time column with its zone as a last letter: DEPL, ARRL (local), STDZ, STAZ (UTC).
    const timed = TIME_ROLES[EXACT[key.slice(0, -1)] ?? 'date'];
    if (timed && (key.endsWith('l') || key.endsWith('z'))) {
      role = timed;
      zone = key.endsWith('z') ? 'utc' : 'local';
    } else if (key.includes('date')) role = 'date';
    else if (key.endsWith('time') && /(block|flight|duty|fdp|night|rest)/.test(key)) role = 'duration';
    else if (key.includes('remark') || key.includes('desc') || key.includes('comment')) role = 'remarks';
    else if (key.startsWith('flight') && !key.includes('time')) role = 'flight';
  }
  if (!role) return null;
  return zone ? { role, zone } : { role };
}

/** Role and zone of a column header, as a column mapping can use it (no deadhead-flag or position column). */
export function headerRole(header: string): Readonly<{ role: Role; zone?: Zone }> | null {
  const named = columnRole(header);
  if (
    !named ||
    named.role === 'deadhead' ||
    named.role === 'position' ||
    named.role === 'expiry' ||
    named.role === 'sector'
  )
    return null;
  return named as Readonly<{ role: Role; zone?: Zone }>;
}
