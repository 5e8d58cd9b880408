// Lab 2, the easier way: a random first direction, then (d + 1) % 4 for the
// other three. Its twin in JavaScript, ../easier.js, makes the same moves and
// the same maze for the same seed, line for line.


public class studentcode extends mazedfs
{
    public studentcode(int bh0, int mh0, int mw0) { super(bh0, mh0, mw0); }

    public void digout(int y, int x)
    {
        M[y][x] = 1;
        drawblock(y, x);
        delay(40);
        int d = (int)(Math.random() * 4);
        for (int i = 0; i < 4; i++)
        {
            int dy = 0, dx = 0;
            if (d == SOUTH) dy = 1;
            else if (d == NORTH) dy = -1;
            else if (d == EAST) dx = 1;
            else dx = -1;
            int ny = y + 2 * dy, nx = x + 2 * dx;
            if (ny > 0 && ny < mheight - 1 && nx > 0 && nx < mwidth - 1 && M[ny][nx] == 0)
            {
                M[y + dy][x + dx] = 1;
                drawblock(y + dy, x + dx);
                digout(ny, nx);
            }
            d = (d + 1) % 4;
        }
    }
}
