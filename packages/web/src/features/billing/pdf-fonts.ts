// The font files as URLs of this app (Vite copies them into the build with a content hash).
export { default as notoRegular } from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url';
export { default as notoBold } from '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf?url';
export { default as notoItalic } from '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf?url';
export { default as notoBoldItalic } from '@expo-google-fonts/noto-sans/700Bold_Italic/NotoSans_700Bold_Italic.ttf?url';
export { default as devanagariRegular } from '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf?url';
export { default as devanagariBold } from '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf?url';
