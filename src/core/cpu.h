/* cpu.h (private): what the processor has, for the code compiled for more than plain x86-64
 * (the reader's AVX-512 run, Go's row passes, Lame queen's popcnt count and fractions). Read
 * the first time a caller needs it from what glibc found at start (<sys/platform/x86.h>: no
 * cpuid of ours); where the C library has no such header, asked with four cpuid, then only by
 * the processes that need it (Knightmare and usage errors do not): cpuid is slow where a
 * hypervisor traps it (about 3.7 us each on the development machine). gcc's
 * __builtin_cpu_supports asked at every start (libgcc's constructor, about a dozen cpuid: 45
 * us there). Elsewhere than x86-64 with GCC or Clang: nothing. */
#ifndef GG_CORE_CPU_H
#define GG_CORE_CPU_H

enum {
    GG_CPU_POPCNT = 1u << 0, /* popcnt */
    /* what the reader's AVX-512 run is compiled for: AVX-512 F, BW, CD, VBMI and VBMI2, with
     * the operating system saving their registers, and BMI, BMI2, LZCNT, POPCNT */
    GG_CPU_RUN512 = 1u << 1,
    GG_CPU_ASKED = 1u << 31 /* the processor was asked */
};

extern unsigned gg_cpu_known; /* 0 until asked (cpu.c) */
unsigned gg_cpu_ask(void);

/* GG_TARGET_512 compiles a function for what GG_CPU_RUN512 stands for; such a function runs
 * only where gg_cpu_features() has GG_CPU_RUN512, beside a plain one for elsewhere (the
 * reader's AVX-512 run, Go's row passes, Lame queen's fractions). Defined on x86-64 with GCC or Clang, unless built
 * with -DGG_PORTABLE_SCAN, which leaves every such function out. */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(GG_PORTABLE_SCAN)
#define GG_TARGET_512 __attribute__((target("avx512f,avx512bw,avx512cd,avx512vbmi,avx512vbmi2,bmi,bmi2,popcnt,lzcnt")))
#endif

/* The GG_CPU_* of this processor (GG_CPU_ASKED set), asked the first time. Any thread. */
static inline unsigned gg_cpu_features(void)
{
    const unsigned f = __atomic_load_n(&gg_cpu_known, __ATOMIC_RELAXED);
    return f ? f : gg_cpu_ask();
}

#endif
