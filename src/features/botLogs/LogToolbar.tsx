// The Logs tab's controls: the level shown, a search, Pause / Resume, Jump to latest and Download.
import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import DownloadIcon from '@mui/icons-material/Download';
import PauseIcon from '@mui/icons-material/Pause';
import PlayIcon from '@mui/icons-material/PlayArrow';
import LatestIcon from '@mui/icons-material/VerticalAlignBottom';
import type { LogLevel } from '../../api/schemas';
import { useTranslation } from '../../lib/useTranslation';
import { LEVELS } from './logView';

interface Props {
  level: LogLevel;
  onLevel: (level: LogLevel) => void;
  search: string;
  onSearch: (search: string) => void;
  paused: boolean;
  onPause: () => void;
  /** Lines written since the pause. */
  newLines: number;
  /** Shown when paused or scrolled away from the end. */
  showLatest: boolean;
  onLatest: () => void;
  onDownload: (format: 'text' | 'json') => void;
}

/** Drawn again only when a prop changes (the panel keeps its callbacks the same). */
export const LogToolbar = memo(function LogToolbar(props: Props) {
  const { t } = useTranslation('botLogs');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const download = (format: 'text' | 'json') => {
    setMenu(null);
    props.onDownload(format);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('filter.label')}
        value={props.level}
        onChange={(event) => props.onLevel(event.target.value as LogLevel)}
        sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {LEVELS.map((level) => (
          <MenuItem key={level} value={level}>
            {t(`filter.${level}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="search"
        label={t('search')}
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
        sx={{ flex: '1 1 160px', minWidth: 0 }}
      />
      <Button
        variant="outlined"
        size="small"
        onClick={props.onPause}
        startIcon={props.paused ? <PlayIcon /> : <PauseIcon />}
      >
        {props.paused ? t('resume') : t('pause')}
      </Button>
      {props.showLatest && (
        <Button variant="outlined" size="small" onClick={props.onLatest} startIcon={<LatestIcon />}>
          {t('jumpToLatest')}
          {props.newLines > 0 && ` (${t('newLines', { count: props.newLines })})`}
        </Button>
      )}
      <Button
        variant="outlined"
        size="small"
        startIcon={<DownloadIcon />}
        aria-haspopup="menu"
        onClick={(event) => setMenu(event.currentTarget)}
      >
        {t('download')}
      </Button>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => download('text')}>{t('downloadText')}</MenuItem>
        <MenuItem onClick={() => download('json')}>{t('downloadJson')}</MenuItem>
      </Menu>
    </Box>
  );
});
