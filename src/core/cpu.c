/* cpu.c: the processor's features, asked once when first needed (cpu.h). */
#include "cpu.h"

unsigned gg_cpu_known; /* 0: not asked yet; else the features and GG_CPU_ASKED */

#if defined(__x86_64__) && defined(__GNUC__) && defined(__has_include)
#if __has_include(<sys/platform/x86.h>)
#define GG_CPU_FROM_LIBC 1
#endif
#endif

#if defined(GG_CPU_FROM_LIBC)
#include <sys/platform/x86.h>

/* glibc (2.33 on) asked the processor at start for itself and says what is active: present
 * and, for AVX-512, with the operating system saving its registers. Reading that asks
 * nothing again (each cpuid costs microseconds where a hypervisor traps it). */
static unsigned ask(void)
{
    if (!CPU_FEATURE_ACTIVE(POPCNT)) return 0;
    const int run512 = CPU_FEATURE_ACTIVE(AVX512F) && CPU_FEATURE_ACTIVE(AVX512BW) && CPU_FEATURE_ACTIVE(AVX512CD) &&
                       CPU_FEATURE_ACTIVE(AVX512_VBMI) && CPU_FEATURE_ACTIVE(AVX512_VBMI2) &&
                       CPU_FEATURE_ACTIVE(BMI1) && CPU_FEATURE_ACTIVE(BMI2) && CPU_FEATURE_ACTIVE(LZCNT);
    return GG_CPU_POPCNT | (run512 ? GG_CPU_RUN512 : 0);
}
#elif defined(__x86_64__) && defined(__GNUC__)
static void cpuid(unsigned leaf, unsigned sub, unsigned r[4])
{
    __asm__ volatile("cpuid" : "=a"(r[0]), "=b"(r[1]), "=c"(r[2]), "=d"(r[3]) : "a"(leaf), "c"(sub));
}

/* The features of GG_CPU_RUN512 beyond popcnt: leaf 7's, once the operating system is known to
 * save the AVX-512 registers, then LZCNT (leaf 0x80000001, which every x86-64 has). */
static int has_run512(unsigned max_leaf, unsigned leaf1_ecx)
{
    if (max_leaf < 7 || !(leaf1_ecx >> 27 & 1)) return 0; /* OSXSAVE: XCR0 can be read */
    unsigned lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    (void)hi;
    if ((lo & 0xe6) != 0xe6) return 0; /* SSE, AVX, opmask, ZMM0-15 upper halves, ZMM16-31 */
    unsigned r[4];
    cpuid(7, 0, r);
    const unsigned ebx = 1u << 3 | 1u << 8 | 1u << 16 | 1u << 28 | 1u << 30; /* BMI BMI2 F CD BW */
    const unsigned ecx = 1u << 1 | 1u << 6;                                   /* VBMI VBMI2 */
    if ((r[1] & ebx) != ebx || (r[2] & ecx) != ecx) return 0;
    cpuid(0x80000001u, 0, r);
    return r[2] >> 5 & 1; /* LZCNT */
}

/* Where the C library does not say (no <sys/platform/x86.h>): four cpuid of our own. */
static unsigned ask(void)
{
    unsigned r[4];
    cpuid(0, 0, r);
    const unsigned max_leaf = r[0];
    cpuid(1, 0, r);
    const unsigned popcnt = r[2] >> 23 & 1;
    return (popcnt ? GG_CPU_POPCNT : 0) | (popcnt && has_run512(max_leaf, r[2]) ? GG_CPU_RUN512 : 0);
}
#else
static unsigned ask(void)
{
    return 0;
}
#endif

unsigned gg_cpu_ask(void)
{
    /* threads that ask at once all find the same answer */
    const unsigned f = ask() | GG_CPU_ASKED;
    __atomic_store_n(&gg_cpu_known, f, __ATOMIC_RELAXED);
    return f;
}
