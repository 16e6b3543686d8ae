import DownloadIcon from '@mui/icons-material/Download';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { saveBlob } from '../../../lib/download.ts';
import { errorMessage } from '../../../lib/http.ts';
import {
  MAX_SPEECH_CHARS,
  SPEECH_LANGUAGES,
  offlineWav,
  type SpeechLanguage,
} from '../speech/offline-wav.ts';

const synth: SpeechSynthesis | null =
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
const DEVANAGARI = /[\u0900-\u097F]/;

/** The browser's voices, as they load (Chromium lists them after a `voiceschanged` event). */
function useBrowserVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => synth?.getVoices() ?? []);
  useEffect(() => {
    if (!synth) return;
    const load = () => setVoices(synth.getVoices());
    synth.addEventListener('voiceschanged', load);
    return () => {
      synth.removeEventListener('voiceschanged', load);
      synth.cancel(); // leaving the tab stops the speech
    };
  }, []);
  return voices;
}

/**
 * Text To Speech: English or Hindi text spoken by the browser's own voices (Web Speech API), or saved as a
 * WAV made offline in the browser by eSpeak NG (decision 104). No text is sent anywhere.
 */
export function TextToSpeechTab() {
  const voices = useBrowserVoices();
  const [text, setText] = useState('');
  const [language, setLanguage] = useState<SpeechLanguage>(SPEECH_LANGUAGES[0]);
  const [voiceName, setVoiceName] = useState('');
  const [rate, setRate] = useState(1);
  const [speaking, setSpeaking] = useState(false);
  const [wav, setWav] = useState<'idle' | 'working' | 'done' | { error: string }>('idle');

  const languageVoices = voices.filter((v) => v.lang.toLowerCase().startsWith(language.lang));
  const voice = languageVoices.find((v) => v.name === voiceName) ?? languageVoices[0] ?? null;
  const empty = text.trim() === '';
  const tooLong = text.length > MAX_SPEECH_CHARS;

  const speak = () => {
    if (!synth || !voice) return;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.rate = rate;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    synth.speak(utterance);
  };
  const stop = () => {
    synth?.cancel();
    setSpeaking(false);
  };
  const download = async () => {
    setWav('working');
    try {
      saveBlob(`speech-${language.id}.wav`, await offlineWav(text, language, rate));
      setWav('done');
    } catch (e) {
      setWav({ error: errorMessage(e) });
    }
  };

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        Text to speech
      </Typography>
      <TextField
        label="Text"
        multiline
        minRows={4}
        maxRows={14}
        fullWidth
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={tooLong}
        helperText={
          tooLong
            ? `At most ${MAX_SPEECH_CHARS.toLocaleString('en-IN')} characters at a time (${text.length.toLocaleString('en-IN')} now)`
            : 'English or Hindi (हिन्दी)'
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }} useFlexGap>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="tts-language">Language</InputLabel>
          <Select
            labelId="tts-language"
            label="Language"
            value={language.id}
            onChange={(e) => {
              setLanguage(SPEECH_LANGUAGES.find((l) => l.id === e.target.value) ?? SPEECH_LANGUAGES[0]);
              setVoiceName('');
            }}
          >
            {SPEECH_LANGUAGES.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 220 }} disabled={languageVoices.length === 0}>
          <InputLabel id="tts-voice">Browser voice</InputLabel>
          <Select
            labelId="tts-voice"
            label="Browser voice"
            value={voice?.name ?? ''}
            onChange={(e) => setVoiceName(e.target.value)}
          >
            {languageVoices.map((v) => (
              <MenuItem key={v.name} value={v.name}>
                {v.name} ({v.lang})
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Box sx={{ minWidth: 200, px: 1 }}>
          <Typography id="tts-speed" variant="body2" color="text.secondary">
            Speed {rate.toFixed(1)}×
          </Typography>
          <Slider
            aria-labelledby="tts-speed"
            min={0.5}
            max={2}
            step={0.1}
            value={rate}
            onChange={(_e, value) => setRate(value)}
            valueLabelDisplay="auto"
          />
        </Box>
      </Stack>
      {language.id === 'en' && DEVANAGARI.test(text) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          The text has Hindi letters: choose Hindi as the language to read them.
        </Alert>
      )}
      {!synth ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This browser cannot speak text aloud. Download WAV still makes the speech here, in the browser.
        </Alert>
      ) : (
        languageVoices.length === 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            This browser has no {language.label} voice, so Speak is off. Download WAV still makes the speech
            here, in the browser.
          </Alert>
        )
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        <Button
          variant="contained"
          startIcon={<RecordVoiceOverIcon />}
          disabled={empty || tooLong || !voice}
          onClick={speak}
        >
          Speak
        </Button>
        <Button variant="outlined" startIcon={<StopIcon />} disabled={!speaking} onClick={stop}>
          Stop
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={empty || tooLong || wav === 'working'}
          onClick={() => void download()}
        >
          Download WAV
        </Button>
      </Stack>
      <Box role="status" sx={{ mt: 2 }}>
        {wav === 'working' && <Typography>Making the WAV in the browser…</Typography>}
        {wav === 'done' && <Typography>speech-{language.id}.wav is saved</Typography>}
        {typeof wav === 'object' && <Alert severity="error">{wav.error}</Alert>}
      </Box>
    </Box>
  );
}
