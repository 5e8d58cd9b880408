// Lab 2, the better way: each call shuffles the four directions (Fisher-Yates,
// with Math.random()) and tries them in that order.
public class studentcode extends mazedfs
{
    private static final int[] DY = {1, 0, -1, 0}; // SOUTH, EAST, NORTH, WEST
    private static final int[] DX = {0, 1, 0, -1};

    public studentcode(int bh0, int mh0, int mw0)
    {
        super(bh0, mh0, mw0);
    }

    public void digout(int y, int x)
    {
        M[y][x] = 1;
        drawblock(y, x);
        int[] P = {0, 1, 2, 3};
        for (int i = P.length - 1; i > 0; i--)
        {
            int j = (int)(Math.random() * (i + 1));
            int t = P[i];
            P[i] = P[j];
            P[j] = t;
        }
        for (int k = 0; k < 4; k++)
        {
            int d = P[k];
            int ny = y + 2 * DY[d], nx = x + 2 * DX[d];
            if (ny < 1 || ny > mheight - 2 || nx < 1 || nx > mwidth - 2 || M[ny][nx] != 0)
                continue;
            M[y + DY[d]][x + DX[d]] = 1;
            drawblock(y + DY[d], x + DX[d]);
            digout(ny, nx);
        }
    }
}
