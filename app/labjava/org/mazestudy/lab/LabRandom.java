package org.mazestudy.lab;

import java.util.Random;

/**
 * java.util.Random as a lab run has it: the student's {@code new Random()} and
 * {@code new Random(seed)} are made LabRandoms (StudentMethodRewriter), and so
 * is a student class that extends Random. Every LabRandom draws from the run's
 * one xoshiro256** stream, which Math.random() draws from too, whatever seed it
 * is given: the run's seed alone decides the maze, as in the JavaScript lab.
 *
 * <p>With x the stream's next 64 bits, one draw each:
 * <ul>
 * <li>nextDouble() = (x >>> 11) * 2^-53, which is Math.random() and the
 * JavaScript lab's random();</li>
 * <li>nextInt(bound) = (int) (nextDouble() * bound), so that
 * {@code (int)(Math.random()*4)}, {@code nextInt(4)} and JavaScript's
 * {@code Math.floor(random()*4)} give the same number for the same draw;</li>
 * <li>next(bits) = the top bits of x, (int) (x >>> (64 - bits)); nextInt() is
 * Random's next(32), nextFloat() Random's next(24) * 2^-24;</li>
 * <li>nextBoolean() = nextDouble() &lt; 0.5;</li>
 * <li>nextLong() = x.</li>
 * </ul>
 * nextGaussian() and the streams are Random's own, built on these.
 */
public class LabRandom extends Random {
    private static final long serialVersionUID = 1L;

    public LabRandom() {
    }

    public LabRandom(long ignoredSeed) {
    }

    // Random's constructors call it; a run's numbers come from its seed alone.
    @Override
    public void setSeed(long ignoredSeed) {
    }

    @Override
    protected int next(int bits) {
        return (int) (LabHooks.nextLong() >>> (64 - bits));
    }

    @Override
    public double nextDouble() {
        return LabHooks.random();
    }

    @Override
    public int nextInt(int bound) {
        if (bound <= 0)
            throw new IllegalArgumentException("bound must be positive");
        return (int) (nextDouble() * bound);
    }

    @Override
    public boolean nextBoolean() {
        return nextDouble() < 0.5;
    }

    @Override
    public long nextLong() {
        return LabHooks.nextLong();
    }
}
