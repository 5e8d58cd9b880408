package org.mazestudy.lab;

// xoshiro256** seeded by four splitmix64 steps, exactly as MazeStudy's Rng
// (core/maze/rng.h): the same seed gives the Java lab the numbers it gives the
// JavaScript lab and every generator.
final class Xoshiro256 {
    private long s0, s1, s2, s3;

    Xoshiro256(long seed) {
        long[] words = new long[4];
        for (int i = 0; i < 4; ++i) {
            seed += 0x9e3779b97f4a7c15L;
            long z = seed;
            z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
            z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
            words[i] = z ^ (z >>> 31);
        }
        s0 = words[0];
        s1 = words[1];
        s2 = words[2];
        s3 = words[3];
    }

    long next() {
        long result = Long.rotateLeft(s1 * 5, 7) * 9;
        long t = s1 << 17;
        s2 ^= s0;
        s3 ^= s1;
        s1 ^= s2;
        s0 ^= s3;
        s2 ^= t;
        s3 = Long.rotateLeft(s3, 45);
        return result;
    }

    // The top 53 bits as a double in [0, 1): the JavaScript lab's random().
    double nextDouble() {
        return (next() >>> 11) * 0x1.0p-53;
    }
}
