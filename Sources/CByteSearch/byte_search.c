// CByteSearch is header-only (static inline functions that Swift inlines); SwiftPM needs one
// source file for a C target.
#include "byte_search.h"
