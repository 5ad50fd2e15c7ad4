export { isAmount, isEmail, isIdCard, isMobile, isNumericCode, isUrl } from './validators';
