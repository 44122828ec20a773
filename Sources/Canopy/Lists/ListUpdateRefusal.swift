import Foundation

/// Why a table or collection refuses a batch update, in words naming the counts.
struct ListUpdateRefusal: Error, ExpressibleByStringInterpolation {
    var reason: String
    init(stringLiteral value: String) { reason = value }
    init(stringInterpolation: DefaultStringInterpolation) { reason = String(stringInterpolation: stringInterpolation) }
}
