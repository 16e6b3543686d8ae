import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ProductsPage } from '../../features/products/index.ts';
import { entriesFor } from '../layout/menu.ts';
import { useSession } from '../../lib/session.ts';

/** docs/screens.md, Home: / shows Products to a USER; an ADMIN gets a landing page of cards to the existing screens. */
export function HomePage() {
  const user = useSession();
  if (user.role === 'USER') return <ProductsPage />;
  const cards = entriesFor(user.role).filter((entry) => entry.path !== '/');
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        Welcome, {user.username}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {cards.map((entry) => (
          <Card key={entry.path} variant="outlined">
            <CardActionArea component={RouterLink} to={entry.path} sx={{ height: '100%' }}>
              <CardContent>
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography variant="h6" component="h2" color="primary">
                    {entry.path === '/products' ? 'Products' : entry.label}
                  </Typography>
                  <ArrowForwardIcon color="primary" fontSize="small" />
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {entry.description}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
