// Your own digout, in the mazedfs assignment's Java: M[y][x] is the maze
// (0 wall, 1 floor), mwidth and mheight its size; SOUTH, EAST, NORTH and
// WEST are 0 to 3. drawblock(y, x) shows a unit: each call is one move you
// can step. The lab calls digout(mheight - 2, mwidth - 2), then digs the exit.
public class studentcode extends mazedfs {
    public studentcode(int bh0, int mh0, int mw0) {
        super(bh0, mh0, mw0);
    }

    @Override
    public void digout(int y, int x) {
        final int[] dy = {1, 0, -1, 0};
        final int[] dx = {0, 1, 0, -1};
        M[y][x] = 1;
        drawblock(y, x);
        // The lab's first way: a random first direction, then turn (d + 1) % 4.
        int first = (int) (Math.random() * 4);
        for (int i = 0; i < 4; i++) {
            int d = (first + i) % 4;
            int ny = y + 2 * dy[d];
            int nx = x + 2 * dx[d];
            if (ny > 0 && ny < mheight - 1 && nx > 0 && nx < mwidth - 1 && M[ny][nx] == 0) {
                M[y + dy[d]][x + dx[d]] = 1;
                drawblock(y + dy[d], x + dx[d]);
                digout(ny, nx);
            }
        }
    }
}
