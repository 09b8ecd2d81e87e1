import type { Language } from './constants';
import { toAsciiDigits } from './digits';
import { foldSearchText } from './search-text';

/**
 * iso: ISO 3166-1 alpha-2 (plus XK for Kosovo). phoneDigits: length of the national number
 * without the trunk 0; where a country's numbers vary, the most common mobile length.
 */
export type Country = { iso: string; nameEn: string; nameAr: string; dialCode: string; phoneDigits: number };

export type PhoneErrorCode = 'country_required' | 'phone_required' | 'phone_digits_only' | 'phone_length';

/** E.164 caps a full international number at 15 digits. */
export const MAX_PHONE_DIGITS = 15;

/** Sorted by English name. */
export const COUNTRIES: readonly Country[] = [
  { iso: 'AF', nameEn: 'Afghanistan', nameAr: 'أفغانستان', dialCode: '+93', phoneDigits: 9 },
  { iso: 'AX', nameEn: 'Åland Islands', nameAr: 'جزر أولاند', dialCode: '+358', phoneDigits: 9 },
  { iso: 'AL', nameEn: 'Albania', nameAr: 'ألبانيا', dialCode: '+355', phoneDigits: 9 },
  { iso: 'DZ', nameEn: 'Algeria', nameAr: 'الجزائر', dialCode: '+213', phoneDigits: 9 },
  { iso: 'AS', nameEn: 'American Samoa', nameAr: 'ساموا الأمريكية', dialCode: '+1', phoneDigits: 10 },
  { iso: 'AD', nameEn: 'Andorra', nameAr: 'أندورا', dialCode: '+376', phoneDigits: 6 },
  { iso: 'AO', nameEn: 'Angola', nameAr: 'أنغولا', dialCode: '+244', phoneDigits: 9 },
  { iso: 'AI', nameEn: 'Anguilla', nameAr: 'أنغويلا', dialCode: '+1', phoneDigits: 10 },
  { iso: 'AG', nameEn: 'Antigua and Barbuda', nameAr: 'أنتيغوا وباربودا', dialCode: '+1', phoneDigits: 10 },
  { iso: 'AR', nameEn: 'Argentina', nameAr: 'الأرجنتين', dialCode: '+54', phoneDigits: 10 },
  { iso: 'AM', nameEn: 'Armenia', nameAr: 'أرمينيا', dialCode: '+374', phoneDigits: 8 },
  { iso: 'AW', nameEn: 'Aruba', nameAr: 'أروبا', dialCode: '+297', phoneDigits: 7 },
  { iso: 'AU', nameEn: 'Australia', nameAr: 'أستراليا', dialCode: '+61', phoneDigits: 9 },
  { iso: 'AT', nameEn: 'Austria', nameAr: 'النمسا', dialCode: '+43', phoneDigits: 10 },
  { iso: 'AZ', nameEn: 'Azerbaijan', nameAr: 'أذربيجان', dialCode: '+994', phoneDigits: 9 },
  { iso: 'BS', nameEn: 'Bahamas', nameAr: 'جزر البهاما', dialCode: '+1', phoneDigits: 10 },
  { iso: 'BH', nameEn: 'Bahrain', nameAr: 'البحرين', dialCode: '+973', phoneDigits: 8 },
  { iso: 'BD', nameEn: 'Bangladesh', nameAr: 'بنغلاديش', dialCode: '+880', phoneDigits: 10 },
  { iso: 'BB', nameEn: 'Barbados', nameAr: 'باربادوس', dialCode: '+1', phoneDigits: 10 },
  { iso: 'BY', nameEn: 'Belarus', nameAr: 'بيلاروسيا', dialCode: '+375', phoneDigits: 9 },
  { iso: 'BE', nameEn: 'Belgium', nameAr: 'بلجيكا', dialCode: '+32', phoneDigits: 9 },
  { iso: 'BZ', nameEn: 'Belize', nameAr: 'بليز', dialCode: '+501', phoneDigits: 7 },
  { iso: 'BJ', nameEn: 'Benin', nameAr: 'بنين', dialCode: '+229', phoneDigits: 10 },
  { iso: 'BM', nameEn: 'Bermuda', nameAr: 'برمودا', dialCode: '+1', phoneDigits: 10 },
  { iso: 'BT', nameEn: 'Bhutan', nameAr: 'بوتان', dialCode: '+975', phoneDigits: 8 },
  { iso: 'BO', nameEn: 'Bolivia', nameAr: 'بوليفيا', dialCode: '+591', phoneDigits: 8 },
  { iso: 'BA', nameEn: 'Bosnia and Herzegovina', nameAr: 'البوسنة والهرسك', dialCode: '+387', phoneDigits: 8 },
  { iso: 'BW', nameEn: 'Botswana', nameAr: 'بوتسوانا', dialCode: '+267', phoneDigits: 8 },
  { iso: 'BR', nameEn: 'Brazil', nameAr: 'البرازيل', dialCode: '+55', phoneDigits: 11 },
  {
    iso: 'IO',
    nameEn: 'British Indian Ocean Territory',
    nameAr: 'إقليم المحيط الهندي البريطاني',
    dialCode: '+246',
    phoneDigits: 7,
  },
  { iso: 'VG', nameEn: 'British Virgin Islands', nameAr: 'جزر العذراء البريطانية', dialCode: '+1', phoneDigits: 10 },
  { iso: 'BN', nameEn: 'Brunei', nameAr: 'بروناي', dialCode: '+673', phoneDigits: 7 },
  { iso: 'BG', nameEn: 'Bulgaria', nameAr: 'بلغاريا', dialCode: '+359', phoneDigits: 9 },
  { iso: 'BF', nameEn: 'Burkina Faso', nameAr: 'بوركينا فاسو', dialCode: '+226', phoneDigits: 8 },
  { iso: 'BI', nameEn: 'Burundi', nameAr: 'بوروندي', dialCode: '+257', phoneDigits: 8 },
  { iso: 'KH', nameEn: 'Cambodia', nameAr: 'كمبوديا', dialCode: '+855', phoneDigits: 8 },
  { iso: 'CM', nameEn: 'Cameroon', nameAr: 'الكاميرون', dialCode: '+237', phoneDigits: 9 },
  { iso: 'CA', nameEn: 'Canada', nameAr: 'كندا', dialCode: '+1', phoneDigits: 10 },
  { iso: 'CV', nameEn: 'Cape Verde', nameAr: 'الرأس الأخضر', dialCode: '+238', phoneDigits: 7 },
  { iso: 'BQ', nameEn: 'Caribbean Netherlands', nameAr: 'هولندا الكاريبية', dialCode: '+599', phoneDigits: 7 },
  { iso: 'KY', nameEn: 'Cayman Islands', nameAr: 'جزر كايمان', dialCode: '+1', phoneDigits: 10 },
  { iso: 'CF', nameEn: 'Central African Republic', nameAr: 'جمهورية أفريقيا الوسطى', dialCode: '+236', phoneDigits: 8 },
  { iso: 'TD', nameEn: 'Chad', nameAr: 'تشاد', dialCode: '+235', phoneDigits: 8 },
  { iso: 'CL', nameEn: 'Chile', nameAr: 'تشيلي', dialCode: '+56', phoneDigits: 9 },
  { iso: 'CN', nameEn: 'China', nameAr: 'الصين', dialCode: '+86', phoneDigits: 11 },
  { iso: 'CX', nameEn: 'Christmas Island', nameAr: 'جزيرة كريسماس', dialCode: '+61', phoneDigits: 9 },
  { iso: 'CC', nameEn: 'Cocos (Keeling) Islands', nameAr: 'جزر كوكوس', dialCode: '+61', phoneDigits: 9 },
  { iso: 'CO', nameEn: 'Colombia', nameAr: 'كولومبيا', dialCode: '+57', phoneDigits: 10 },
  { iso: 'KM', nameEn: 'Comoros', nameAr: 'جزر القمر', dialCode: '+269', phoneDigits: 7 },
  { iso: 'CG', nameEn: 'Congo', nameAr: 'الكونغو', dialCode: '+242', phoneDigits: 9 },
  { iso: 'CD', nameEn: 'Congo (DRC)', nameAr: 'الكونغو الديمقراطية', dialCode: '+243', phoneDigits: 9 },
  { iso: 'CK', nameEn: 'Cook Islands', nameAr: 'جزر كوك', dialCode: '+682', phoneDigits: 5 },
  { iso: 'CR', nameEn: 'Costa Rica', nameAr: 'كوستاريكا', dialCode: '+506', phoneDigits: 8 },
  { iso: 'CI', nameEn: "Côte d'Ivoire", nameAr: 'ساحل العاج', dialCode: '+225', phoneDigits: 10 },
  { iso: 'HR', nameEn: 'Croatia', nameAr: 'كرواتيا', dialCode: '+385', phoneDigits: 9 },
  { iso: 'CU', nameEn: 'Cuba', nameAr: 'كوبا', dialCode: '+53', phoneDigits: 8 },
  { iso: 'CW', nameEn: 'Curaçao', nameAr: 'كوراساو', dialCode: '+599', phoneDigits: 8 },
  { iso: 'CY', nameEn: 'Cyprus', nameAr: 'قبرص', dialCode: '+357', phoneDigits: 8 },
  { iso: 'CZ', nameEn: 'Czechia', nameAr: 'التشيك', dialCode: '+420', phoneDigits: 9 },
  { iso: 'DK', nameEn: 'Denmark', nameAr: 'الدنمارك', dialCode: '+45', phoneDigits: 8 },
  { iso: 'DJ', nameEn: 'Djibouti', nameAr: 'جيبوتي', dialCode: '+253', phoneDigits: 8 },
  { iso: 'DM', nameEn: 'Dominica', nameAr: 'دومينيكا', dialCode: '+1', phoneDigits: 10 },
  { iso: 'DO', nameEn: 'Dominican Republic', nameAr: 'جمهورية الدومينيكان', dialCode: '+1', phoneDigits: 10 },
  { iso: 'EC', nameEn: 'Ecuador', nameAr: 'الإكوادور', dialCode: '+593', phoneDigits: 9 },
  { iso: 'EG', nameEn: 'Egypt', nameAr: 'مصر', dialCode: '+20', phoneDigits: 10 },
  { iso: 'SV', nameEn: 'El Salvador', nameAr: 'السلفادور', dialCode: '+503', phoneDigits: 8 },
  { iso: 'GQ', nameEn: 'Equatorial Guinea', nameAr: 'غينيا الاستوائية', dialCode: '+240', phoneDigits: 9 },
  { iso: 'ER', nameEn: 'Eritrea', nameAr: 'إريتريا', dialCode: '+291', phoneDigits: 7 },
  { iso: 'EE', nameEn: 'Estonia', nameAr: 'إستونيا', dialCode: '+372', phoneDigits: 8 },
  { iso: 'SZ', nameEn: 'Eswatini', nameAr: 'إسواتيني', dialCode: '+268', phoneDigits: 8 },
  { iso: 'ET', nameEn: 'Ethiopia', nameAr: 'إثيوبيا', dialCode: '+251', phoneDigits: 9 },
  { iso: 'FK', nameEn: 'Falkland Islands', nameAr: 'جزر فوكلاند', dialCode: '+500', phoneDigits: 5 },
  { iso: 'FO', nameEn: 'Faroe Islands', nameAr: 'جزر فارو', dialCode: '+298', phoneDigits: 6 },
  { iso: 'FJ', nameEn: 'Fiji', nameAr: 'فيجي', dialCode: '+679', phoneDigits: 7 },
  { iso: 'FI', nameEn: 'Finland', nameAr: 'فنلندا', dialCode: '+358', phoneDigits: 9 },
  { iso: 'FR', nameEn: 'France', nameAr: 'فرنسا', dialCode: '+33', phoneDigits: 9 },
  { iso: 'GF', nameEn: 'French Guiana', nameAr: 'غويانا الفرنسية', dialCode: '+594', phoneDigits: 9 },
  { iso: 'PF', nameEn: 'French Polynesia', nameAr: 'بولينيزيا الفرنسية', dialCode: '+689', phoneDigits: 8 },
  { iso: 'GA', nameEn: 'Gabon', nameAr: 'الغابون', dialCode: '+241', phoneDigits: 8 },
  { iso: 'GM', nameEn: 'Gambia', nameAr: 'غامبيا', dialCode: '+220', phoneDigits: 7 },
  { iso: 'GE', nameEn: 'Georgia', nameAr: 'جورجيا', dialCode: '+995', phoneDigits: 9 },
  { iso: 'DE', nameEn: 'Germany', nameAr: 'ألمانيا', dialCode: '+49', phoneDigits: 11 },
  { iso: 'GH', nameEn: 'Ghana', nameAr: 'غانا', dialCode: '+233', phoneDigits: 9 },
  { iso: 'GI', nameEn: 'Gibraltar', nameAr: 'جبل طارق', dialCode: '+350', phoneDigits: 8 },
  { iso: 'GR', nameEn: 'Greece', nameAr: 'اليونان', dialCode: '+30', phoneDigits: 10 },
  { iso: 'GL', nameEn: 'Greenland', nameAr: 'غرينلاند', dialCode: '+299', phoneDigits: 6 },
  { iso: 'GD', nameEn: 'Grenada', nameAr: 'غرينادا', dialCode: '+1', phoneDigits: 10 },
  { iso: 'GP', nameEn: 'Guadeloupe', nameAr: 'غوادلوب', dialCode: '+590', phoneDigits: 9 },
  { iso: 'GU', nameEn: 'Guam', nameAr: 'غوام', dialCode: '+1', phoneDigits: 10 },
  { iso: 'GT', nameEn: 'Guatemala', nameAr: 'غواتيمالا', dialCode: '+502', phoneDigits: 8 },
  { iso: 'GG', nameEn: 'Guernsey', nameAr: 'غيرنزي', dialCode: '+44', phoneDigits: 10 },
  { iso: 'GN', nameEn: 'Guinea', nameAr: 'غينيا', dialCode: '+224', phoneDigits: 9 },
  { iso: 'GW', nameEn: 'Guinea-Bissau', nameAr: 'غينيا بيساو', dialCode: '+245', phoneDigits: 9 },
  { iso: 'GY', nameEn: 'Guyana', nameAr: 'غيانا', dialCode: '+592', phoneDigits: 7 },
  { iso: 'HT', nameEn: 'Haiti', nameAr: 'هايتي', dialCode: '+509', phoneDigits: 8 },
  { iso: 'HN', nameEn: 'Honduras', nameAr: 'هندوراس', dialCode: '+504', phoneDigits: 8 },
  { iso: 'HK', nameEn: 'Hong Kong', nameAr: 'هونغ كونغ', dialCode: '+852', phoneDigits: 8 },
  { iso: 'HU', nameEn: 'Hungary', nameAr: 'المجر', dialCode: '+36', phoneDigits: 9 },
  { iso: 'IS', nameEn: 'Iceland', nameAr: 'آيسلندا', dialCode: '+354', phoneDigits: 7 },
  { iso: 'IN', nameEn: 'India', nameAr: 'الهند', dialCode: '+91', phoneDigits: 10 },
  { iso: 'ID', nameEn: 'Indonesia', nameAr: 'إندونيسيا', dialCode: '+62', phoneDigits: 11 },
  { iso: 'IR', nameEn: 'Iran', nameAr: 'إيران', dialCode: '+98', phoneDigits: 10 },
  { iso: 'IQ', nameEn: 'Iraq', nameAr: 'العراق', dialCode: '+964', phoneDigits: 10 },
  { iso: 'IE', nameEn: 'Ireland', nameAr: 'أيرلندا', dialCode: '+353', phoneDigits: 9 },
  { iso: 'IM', nameEn: 'Isle of Man', nameAr: 'جزيرة مان', dialCode: '+44', phoneDigits: 10 },
  { iso: 'IT', nameEn: 'Italy', nameAr: 'إيطاليا', dialCode: '+39', phoneDigits: 10 },
  { iso: 'JM', nameEn: 'Jamaica', nameAr: 'جامايكا', dialCode: '+1', phoneDigits: 10 },
  { iso: 'JP', nameEn: 'Japan', nameAr: 'اليابان', dialCode: '+81', phoneDigits: 10 },
  { iso: 'JE', nameEn: 'Jersey', nameAr: 'جيرزي', dialCode: '+44', phoneDigits: 10 },
  { iso: 'JO', nameEn: 'Jordan', nameAr: 'الأردن', dialCode: '+962', phoneDigits: 9 },
  { iso: 'KZ', nameEn: 'Kazakhstan', nameAr: 'كازاخستان', dialCode: '+7', phoneDigits: 10 },
  { iso: 'KE', nameEn: 'Kenya', nameAr: 'كينيا', dialCode: '+254', phoneDigits: 9 },
  { iso: 'KI', nameEn: 'Kiribati', nameAr: 'كيريباتي', dialCode: '+686', phoneDigits: 8 },
  { iso: 'XK', nameEn: 'Kosovo', nameAr: 'كوسوفو', dialCode: '+383', phoneDigits: 8 },
  { iso: 'KW', nameEn: 'Kuwait', nameAr: 'الكويت', dialCode: '+965', phoneDigits: 8 },
  { iso: 'KG', nameEn: 'Kyrgyzstan', nameAr: 'قيرغيزستان', dialCode: '+996', phoneDigits: 9 },
  { iso: 'LA', nameEn: 'Laos', nameAr: 'لاوس', dialCode: '+856', phoneDigits: 10 },
  { iso: 'LV', nameEn: 'Latvia', nameAr: 'لاتفيا', dialCode: '+371', phoneDigits: 8 },
  { iso: 'LB', nameEn: 'Lebanon', nameAr: 'لبنان', dialCode: '+961', phoneDigits: 8 },
  { iso: 'LS', nameEn: 'Lesotho', nameAr: 'ليسوتو', dialCode: '+266', phoneDigits: 8 },
  { iso: 'LR', nameEn: 'Liberia', nameAr: 'ليبيريا', dialCode: '+231', phoneDigits: 9 },
  { iso: 'LY', nameEn: 'Libya', nameAr: 'ليبيا', dialCode: '+218', phoneDigits: 9 },
  { iso: 'LI', nameEn: 'Liechtenstein', nameAr: 'ليختنشتاين', dialCode: '+423', phoneDigits: 7 },
  { iso: 'LT', nameEn: 'Lithuania', nameAr: 'ليتوانيا', dialCode: '+370', phoneDigits: 8 },
  { iso: 'LU', nameEn: 'Luxembourg', nameAr: 'لوكسمبورغ', dialCode: '+352', phoneDigits: 9 },
  { iso: 'MO', nameEn: 'Macao', nameAr: 'ماكاو', dialCode: '+853', phoneDigits: 8 },
  { iso: 'MG', nameEn: 'Madagascar', nameAr: 'مدغشقر', dialCode: '+261', phoneDigits: 9 },
  { iso: 'MW', nameEn: 'Malawi', nameAr: 'مالاوي', dialCode: '+265', phoneDigits: 9 },
  { iso: 'MY', nameEn: 'Malaysia', nameAr: 'ماليزيا', dialCode: '+60', phoneDigits: 9 },
  { iso: 'MV', nameEn: 'Maldives', nameAr: 'جزر المالديف', dialCode: '+960', phoneDigits: 7 },
  { iso: 'ML', nameEn: 'Mali', nameAr: 'مالي', dialCode: '+223', phoneDigits: 8 },
  { iso: 'MT', nameEn: 'Malta', nameAr: 'مالطا', dialCode: '+356', phoneDigits: 8 },
  { iso: 'MH', nameEn: 'Marshall Islands', nameAr: 'جزر مارشال', dialCode: '+692', phoneDigits: 7 },
  { iso: 'MQ', nameEn: 'Martinique', nameAr: 'مارتينيك', dialCode: '+596', phoneDigits: 9 },
  { iso: 'MR', nameEn: 'Mauritania', nameAr: 'موريتانيا', dialCode: '+222', phoneDigits: 8 },
  { iso: 'MU', nameEn: 'Mauritius', nameAr: 'موريشيوس', dialCode: '+230', phoneDigits: 8 },
  { iso: 'YT', nameEn: 'Mayotte', nameAr: 'مايوت', dialCode: '+262', phoneDigits: 9 },
  { iso: 'MX', nameEn: 'Mexico', nameAr: 'المكسيك', dialCode: '+52', phoneDigits: 10 },
  { iso: 'FM', nameEn: 'Micronesia', nameAr: 'ميكرونيزيا', dialCode: '+691', phoneDigits: 7 },
  { iso: 'MD', nameEn: 'Moldova', nameAr: 'مولدوفا', dialCode: '+373', phoneDigits: 8 },
  { iso: 'MC', nameEn: 'Monaco', nameAr: 'موناكو', dialCode: '+377', phoneDigits: 9 },
  { iso: 'MN', nameEn: 'Mongolia', nameAr: 'منغوليا', dialCode: '+976', phoneDigits: 8 },
  { iso: 'ME', nameEn: 'Montenegro', nameAr: 'الجبل الأسود', dialCode: '+382', phoneDigits: 8 },
  { iso: 'MS', nameEn: 'Montserrat', nameAr: 'مونتسرات', dialCode: '+1', phoneDigits: 10 },
  { iso: 'MA', nameEn: 'Morocco', nameAr: 'المغرب', dialCode: '+212', phoneDigits: 9 },
  { iso: 'MZ', nameEn: 'Mozambique', nameAr: 'موزمبيق', dialCode: '+258', phoneDigits: 9 },
  { iso: 'MM', nameEn: 'Myanmar', nameAr: 'ميانمار', dialCode: '+95', phoneDigits: 10 },
  { iso: 'NA', nameEn: 'Namibia', nameAr: 'ناميبيا', dialCode: '+264', phoneDigits: 9 },
  { iso: 'NR', nameEn: 'Nauru', nameAr: 'ناورو', dialCode: '+674', phoneDigits: 7 },
  { iso: 'NP', nameEn: 'Nepal', nameAr: 'نيبال', dialCode: '+977', phoneDigits: 10 },
  { iso: 'NL', nameEn: 'Netherlands', nameAr: 'هولندا', dialCode: '+31', phoneDigits: 9 },
  { iso: 'NC', nameEn: 'New Caledonia', nameAr: 'كاليدونيا الجديدة', dialCode: '+687', phoneDigits: 6 },
  { iso: 'NZ', nameEn: 'New Zealand', nameAr: 'نيوزيلندا', dialCode: '+64', phoneDigits: 9 },
  { iso: 'NI', nameEn: 'Nicaragua', nameAr: 'نيكاراغوا', dialCode: '+505', phoneDigits: 8 },
  { iso: 'NE', nameEn: 'Niger', nameAr: 'النيجر', dialCode: '+227', phoneDigits: 8 },
  { iso: 'NG', nameEn: 'Nigeria', nameAr: 'نيجيريا', dialCode: '+234', phoneDigits: 10 },
  { iso: 'NU', nameEn: 'Niue', nameAr: 'نيوي', dialCode: '+683', phoneDigits: 7 },
  { iso: 'NF', nameEn: 'Norfolk Island', nameAr: 'جزيرة نورفولك', dialCode: '+672', phoneDigits: 6 },
  { iso: 'KP', nameEn: 'North Korea', nameAr: 'كوريا الشمالية', dialCode: '+850', phoneDigits: 10 },
  { iso: 'MK', nameEn: 'North Macedonia', nameAr: 'مقدونيا الشمالية', dialCode: '+389', phoneDigits: 8 },
  { iso: 'MP', nameEn: 'Northern Mariana Islands', nameAr: 'جزر ماريانا الشمالية', dialCode: '+1', phoneDigits: 10 },
  { iso: 'NO', nameEn: 'Norway', nameAr: 'النرويج', dialCode: '+47', phoneDigits: 8 },
  { iso: 'OM', nameEn: 'Oman', nameAr: 'سلطنة عمان', dialCode: '+968', phoneDigits: 8 },
  { iso: 'PK', nameEn: 'Pakistan', nameAr: 'باكستان', dialCode: '+92', phoneDigits: 10 },
  { iso: 'PW', nameEn: 'Palau', nameAr: 'بالاو', dialCode: '+680', phoneDigits: 7 },
  { iso: 'PS', nameEn: 'Palestine', nameAr: 'فلسطين', dialCode: '+970', phoneDigits: 9 },
  { iso: 'PA', nameEn: 'Panama', nameAr: 'بنما', dialCode: '+507', phoneDigits: 8 },
  { iso: 'PG', nameEn: 'Papua New Guinea', nameAr: 'بابوا غينيا الجديدة', dialCode: '+675', phoneDigits: 8 },
  { iso: 'PY', nameEn: 'Paraguay', nameAr: 'باراغواي', dialCode: '+595', phoneDigits: 9 },
  { iso: 'PE', nameEn: 'Peru', nameAr: 'بيرو', dialCode: '+51', phoneDigits: 9 },
  { iso: 'PH', nameEn: 'Philippines', nameAr: 'الفلبين', dialCode: '+63', phoneDigits: 10 },
  { iso: 'PL', nameEn: 'Poland', nameAr: 'بولندا', dialCode: '+48', phoneDigits: 9 },
  { iso: 'PT', nameEn: 'Portugal', nameAr: 'البرتغال', dialCode: '+351', phoneDigits: 9 },
  { iso: 'PR', nameEn: 'Puerto Rico', nameAr: 'بورتوريكو', dialCode: '+1', phoneDigits: 10 },
  { iso: 'QA', nameEn: 'Qatar', nameAr: 'قطر', dialCode: '+974', phoneDigits: 8 },
  { iso: 'RE', nameEn: 'Réunion', nameAr: 'ريونيون', dialCode: '+262', phoneDigits: 9 },
  { iso: 'RO', nameEn: 'Romania', nameAr: 'رومانيا', dialCode: '+40', phoneDigits: 9 },
  { iso: 'RU', nameEn: 'Russia', nameAr: 'روسيا', dialCode: '+7', phoneDigits: 10 },
  { iso: 'RW', nameEn: 'Rwanda', nameAr: 'رواندا', dialCode: '+250', phoneDigits: 9 },
  { iso: 'BL', nameEn: 'Saint Barthélemy', nameAr: 'سان بارتيلمي', dialCode: '+590', phoneDigits: 9 },
  { iso: 'SH', nameEn: 'Saint Helena', nameAr: 'سانت هيلينا', dialCode: '+290', phoneDigits: 5 },
  { iso: 'KN', nameEn: 'Saint Kitts and Nevis', nameAr: 'سانت كيتس ونيفيس', dialCode: '+1', phoneDigits: 10 },
  { iso: 'LC', nameEn: 'Saint Lucia', nameAr: 'سانت لوسيا', dialCode: '+1', phoneDigits: 10 },
  { iso: 'MF', nameEn: 'Saint Martin', nameAr: 'سان مارتن', dialCode: '+590', phoneDigits: 9 },
  { iso: 'PM', nameEn: 'Saint Pierre and Miquelon', nameAr: 'سان بيير وميكلون', dialCode: '+508', phoneDigits: 6 },
  {
    iso: 'VC',
    nameEn: 'Saint Vincent and the Grenadines',
    nameAr: 'سانت فنسنت والغرينادين',
    dialCode: '+1',
    phoneDigits: 10,
  },
  { iso: 'WS', nameEn: 'Samoa', nameAr: 'ساموا', dialCode: '+685', phoneDigits: 7 },
  { iso: 'SM', nameEn: 'San Marino', nameAr: 'سان مارينو', dialCode: '+378', phoneDigits: 8 },
  { iso: 'ST', nameEn: 'São Tomé and Príncipe', nameAr: 'ساو تومي وبرينسيب', dialCode: '+239', phoneDigits: 7 },
  { iso: 'SA', nameEn: 'Saudi Arabia', nameAr: 'المملكة العربية السعودية', dialCode: '+966', phoneDigits: 9 },
  { iso: 'SN', nameEn: 'Senegal', nameAr: 'السنغال', dialCode: '+221', phoneDigits: 9 },
  { iso: 'RS', nameEn: 'Serbia', nameAr: 'صربيا', dialCode: '+381', phoneDigits: 9 },
  { iso: 'SC', nameEn: 'Seychelles', nameAr: 'سيشل', dialCode: '+248', phoneDigits: 7 },
  { iso: 'SL', nameEn: 'Sierra Leone', nameAr: 'سيراليون', dialCode: '+232', phoneDigits: 8 },
  { iso: 'SG', nameEn: 'Singapore', nameAr: 'سنغافورة', dialCode: '+65', phoneDigits: 8 },
  { iso: 'SX', nameEn: 'Sint Maarten', nameAr: 'سينت مارتن', dialCode: '+1', phoneDigits: 10 },
  { iso: 'SK', nameEn: 'Slovakia', nameAr: 'سلوفاكيا', dialCode: '+421', phoneDigits: 9 },
  { iso: 'SI', nameEn: 'Slovenia', nameAr: 'سلوفينيا', dialCode: '+386', phoneDigits: 8 },
  { iso: 'SB', nameEn: 'Solomon Islands', nameAr: 'جزر سليمان', dialCode: '+677', phoneDigits: 7 },
  { iso: 'SO', nameEn: 'Somalia', nameAr: 'الصومال', dialCode: '+252', phoneDigits: 9 },
  { iso: 'ZA', nameEn: 'South Africa', nameAr: 'جنوب أفريقيا', dialCode: '+27', phoneDigits: 9 },
  { iso: 'KR', nameEn: 'South Korea', nameAr: 'كوريا الجنوبية', dialCode: '+82', phoneDigits: 10 },
  { iso: 'SS', nameEn: 'South Sudan', nameAr: 'جنوب السودان', dialCode: '+211', phoneDigits: 9 },
  { iso: 'ES', nameEn: 'Spain', nameAr: 'إسبانيا', dialCode: '+34', phoneDigits: 9 },
  { iso: 'LK', nameEn: 'Sri Lanka', nameAr: 'سريلانكا', dialCode: '+94', phoneDigits: 9 },
  { iso: 'SD', nameEn: 'Sudan', nameAr: 'السودان', dialCode: '+249', phoneDigits: 9 },
  { iso: 'SR', nameEn: 'Suriname', nameAr: 'سورينام', dialCode: '+597', phoneDigits: 7 },
  { iso: 'SJ', nameEn: 'Svalbard and Jan Mayen', nameAr: 'سفالبارد ويان ماين', dialCode: '+47', phoneDigits: 8 },
  { iso: 'SE', nameEn: 'Sweden', nameAr: 'السويد', dialCode: '+46', phoneDigits: 9 },
  { iso: 'CH', nameEn: 'Switzerland', nameAr: 'سويسرا', dialCode: '+41', phoneDigits: 9 },
  { iso: 'SY', nameEn: 'Syria', nameAr: 'سوريا', dialCode: '+963', phoneDigits: 9 },
  { iso: 'TW', nameEn: 'Taiwan', nameAr: 'تايوان', dialCode: '+886', phoneDigits: 9 },
  { iso: 'TJ', nameEn: 'Tajikistan', nameAr: 'طاجيكستان', dialCode: '+992', phoneDigits: 9 },
  { iso: 'TZ', nameEn: 'Tanzania', nameAr: 'تنزانيا', dialCode: '+255', phoneDigits: 9 },
  { iso: 'TH', nameEn: 'Thailand', nameAr: 'تايلاند', dialCode: '+66', phoneDigits: 9 },
  { iso: 'TL', nameEn: 'Timor-Leste', nameAr: 'تيمور الشرقية', dialCode: '+670', phoneDigits: 8 },
  { iso: 'TG', nameEn: 'Togo', nameAr: 'توغو', dialCode: '+228', phoneDigits: 8 },
  { iso: 'TO', nameEn: 'Tonga', nameAr: 'تونغا', dialCode: '+676', phoneDigits: 7 },
  { iso: 'TT', nameEn: 'Trinidad and Tobago', nameAr: 'ترينيداد وتوباغو', dialCode: '+1', phoneDigits: 10 },
  { iso: 'TN', nameEn: 'Tunisia', nameAr: 'تونس', dialCode: '+216', phoneDigits: 8 },
  { iso: 'TR', nameEn: 'Turkey', nameAr: 'تركيا', dialCode: '+90', phoneDigits: 10 },
  { iso: 'TM', nameEn: 'Turkmenistan', nameAr: 'تركمانستان', dialCode: '+993', phoneDigits: 8 },
  { iso: 'TC', nameEn: 'Turks and Caicos Islands', nameAr: 'جزر توركس وكايكوس', dialCode: '+1', phoneDigits: 10 },
  { iso: 'TV', nameEn: 'Tuvalu', nameAr: 'توفالو', dialCode: '+688', phoneDigits: 7 },
  { iso: 'VI', nameEn: 'U.S. Virgin Islands', nameAr: 'جزر العذراء الأمريكية', dialCode: '+1', phoneDigits: 10 },
  { iso: 'UG', nameEn: 'Uganda', nameAr: 'أوغندا', dialCode: '+256', phoneDigits: 9 },
  { iso: 'UA', nameEn: 'Ukraine', nameAr: 'أوكرانيا', dialCode: '+380', phoneDigits: 9 },
  { iso: 'AE', nameEn: 'United Arab Emirates', nameAr: 'الإمارات العربية المتحدة', dialCode: '+971', phoneDigits: 9 },
  { iso: 'GB', nameEn: 'United Kingdom', nameAr: 'المملكة المتحدة', dialCode: '+44', phoneDigits: 10 },
  { iso: 'US', nameEn: 'United States', nameAr: 'الولايات المتحدة', dialCode: '+1', phoneDigits: 10 },
  { iso: 'UY', nameEn: 'Uruguay', nameAr: 'الأوروغواي', dialCode: '+598', phoneDigits: 8 },
  { iso: 'UZ', nameEn: 'Uzbekistan', nameAr: 'أوزبكستان', dialCode: '+998', phoneDigits: 9 },
  { iso: 'VU', nameEn: 'Vanuatu', nameAr: 'فانواتو', dialCode: '+678', phoneDigits: 7 },
  { iso: 'VA', nameEn: 'Vatican City', nameAr: 'الفاتيكان', dialCode: '+39', phoneDigits: 10 },
  { iso: 'VE', nameEn: 'Venezuela', nameAr: 'فنزويلا', dialCode: '+58', phoneDigits: 10 },
  { iso: 'VN', nameEn: 'Vietnam', nameAr: 'فيتنام', dialCode: '+84', phoneDigits: 9 },
  { iso: 'WF', nameEn: 'Wallis and Futuna', nameAr: 'واليس وفوتونا', dialCode: '+681', phoneDigits: 6 },
  { iso: 'YE', nameEn: 'Yemen', nameAr: 'اليمن', dialCode: '+967', phoneDigits: 9 },
  { iso: 'ZM', nameEn: 'Zambia', nameAr: 'زامبيا', dialCode: '+260', phoneDigits: 9 },
  { iso: 'ZW', nameEn: 'Zimbabwe', nameAr: 'زيمبابوي', dialCode: '+263', phoneDigits: 9 },
];

const BY_ISO: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((country) => [country.iso, country]));

export function findCountry(iso: string | null | undefined): Country | undefined {
  return iso ? BY_ISO.get(iso.toUpperCase()) : undefined;
}

type SearchEntry = { country: Country; names: readonly string[]; dialDigits: string };

function toEntry(country: Country): SearchEntry {
  return {
    country,
    names: [foldSearchText(country.nameEn), foldSearchText(country.nameAr)],
    dialDigits: country.dialCode.slice(1),
  };
}

/** The search's entries in each language's order, built on the first search (not when a page loads the list). */
let entries: { en: readonly SearchEntry[]; ar: readonly SearchEntry[] } | undefined;
function searchEntries(language: Language): readonly SearchEntry[] {
  if (!entries) {
    const en = COUNTRIES.map(toEntry);
    const arabicOrder = new Intl.Collator('ar');
    entries = { en, ar: [...en].sort((a, b) => arabicOrder.compare(a.country.nameAr, b.country.nameAr)) };
  }
  return entries[language];
}

const ARABIC_ARTICLE = 'ال';
type Rank = 0 | 1 | 2;

/**
 * 0: the dial code or ISO code matches, or a name starts with the query; 1: a later word of a name
 * does; 2: a name merely contains it. The Arabic article may be left out: كويت finds الكويت.
 */
function rank(entry: SearchEntry, text: string, dialDigits: string | null): Rank | null {
  if (dialDigits !== null) return entry.dialDigits.startsWith(dialDigits) ? 0 : null;
  if (text === entry.country.iso.toLowerCase()) return 0;
  const prefixes = [text, ARABIC_ARTICLE + text];
  let best: Rank | null = null;
  for (const name of entry.names) {
    if (prefixes.some((prefix) => name.startsWith(prefix))) return 0;
    if (prefixes.some((prefix) => name.includes(` ${prefix}`))) best = 1;
    else if (best === null && name.includes(text)) best = 2;
  }
  return best;
}

/**
 * Matches English or Arabic names (ignoring case, accents, Arabic diacritics and letter variants),
 * the ISO code, or the dial code ('+965', '965', '00965'). Results are in the language's alphabetical
 * order, closer matches first; an empty query returns every country.
 */
export function searchCountries(query: string, language: Language): readonly Country[] {
  const entries = searchEntries(language);
  const text = foldSearchText(query);
  if (text === '') return entries.map((entry) => entry.country);
  const dialDigits = /^(?:\+|00)?(\d+)$/.exec(text.replace(/[\s()-]/g, ''))?.[1] ?? null;
  const tiers: [Country[], Country[], Country[]] = [[], [], []];
  for (const entry of entries) {
    const result = rank(entry, text, dialDigits);
    if (result !== null) tiers[result].push(entry.country);
  }
  return tiers.flat();
}

/** null when the phone number (national digits only, no trunk 0) is valid for the country. */
export function phoneError(phone: string | null | undefined, iso: string | null | undefined): PhoneErrorCode | null {
  const country = findCountry(iso);
  if (!country) return 'country_required';
  if (!phone || phone.trim() === '') return 'phone_required';
  if (!/^\d+$/.test(phone)) return 'phone_digits_only';
  if (phone.length !== country.phoneDigits) return 'phone_length';
  return null;
}

/** Keeps digits only (Arabic-Indic digits converted), capped at the country's length or 15 without one. */
export function sanitizePhoneInput(raw: string, iso: string | null | undefined): string {
  const max = findCountry(iso)?.phoneDigits ?? MAX_PHONE_DIGITS;
  return toAsciiDigits(raw).replace(/\D/g, '').slice(0, max);
}
