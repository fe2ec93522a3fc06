// Route "/about": static text.
import Typography from '@mui/material/Typography';

export default function AboutPage() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        About
      </Typography>
      <Typography>
        A bare app on the same stack as Botdeck, built and measured by npm run bench.
      </Typography>
    </>
  );
}
