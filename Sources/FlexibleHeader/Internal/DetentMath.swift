import Foundation

/// A detent turned into numbers for the current heights: the header's height and shift there.
struct ResolvedDetent: Equatable {
    var detent: HeaderDetent
    /// Height in points, top safe area included.
    var height: CGFloat
    /// Points shifted up.
    var shift: CGFloat
    /// The header's visible bottom edge there, `height − shift`.
    var extent: CGFloat { height - shift }
}

/// Pure rules for detents: what they mean in points, which are valid, and which one a
/// released drag settles at.
enum DetentMath {
    /// The heights and shift range detents are resolved against.
    struct Frame: Equatable {
        var minWithSafeArea: CGFloat
        var maxWithSafeArea: CGFloat
        /// The top safe-area inset added to `height` detents when heights exclude it.
        var topSafeAreaForHeights: CGFloat
        var accumulatorMax: CGFloat
        var canShiftOffscreen: Bool
    }

    /// How far a fling's direction biases the choice between two detents, in points: a release
    /// just past the midpoint against the direction of travel still goes with the travel.
    static let directionHysteresis: CGFloat = 12

    /// Tolerance for "at a detent", in points.
    static let restingTolerance: CGFloat = 1e-6

    /// Why a detent cannot be used, or nil when it can.
    static func problem(with detent: HeaderDetent, in f: Frame) -> String? {
        switch detent {
        case .expanded, .collapsed:
            return nil
        case .hidden:
            return f.canShiftOffscreen && f.accumulatorMax > 0
                ? nil : "hidden needs a shift behaviour that moves the header off screen"
        case .height(let h):
            guard h.isFinite else { return "its height \(h) is not a finite number" }
            let value = h + f.topSafeAreaForHeights
            guard value >= f.minWithSafeArea - restingTolerance, value <= f.maxWithSafeArea + restingTolerance else {
                return "its height \(h) is outside minimumHeight...maximumHeight"
            }
            return nil
        }
    }

    /// The height and shift of `detent`, or nil when it cannot be used now.
    static func resolve(_ detent: HeaderDetent, in f: Frame) -> ResolvedDetent? {
        guard problem(with: detent, in: f) == nil else { return nil }
        switch detent {
        case .expanded: return ResolvedDetent(detent: detent, height: f.maxWithSafeArea, shift: 0)
        case .collapsed: return ResolvedDetent(detent: detent, height: f.minWithSafeArea, shift: 0)
        case .hidden: return ResolvedDetent(detent: detent, height: f.minWithSafeArea, shift: f.accumulatorMax)
        case .height(let h):
            let value = min(f.maxWithSafeArea, max(f.minWithSafeArea, h + f.topSafeAreaForHeights))
            return ResolvedDetent(detent: detent, height: value, shift: 0)
        }
    }

    /// The resting places of `snapping`: its detents plus `expanded` (content at its top),
    /// `collapsed` (content scrolled past the header) and, when shifting allows, `hidden`, one
    /// per distinct extent, ordered from the lowest extent up.
    ///
    /// Of detents at the same extent the first listed stands for it. Sorting first keeps the
    /// cost at n log n for any number of detents: a detent is compared with the last place
    /// kept only, never with every place.
    static func restingPlaces(for detents: [HeaderDetent], in f: Frame) -> [ResolvedDetent] {
        var resolved: [(order: Int, place: ResolvedDetent)] = []
        resolved.reserveCapacity(detents.count + 3)
        for d in detents + [.expanded, .collapsed, .hidden] {
            guard let r = resolve(d, in: f) else { continue }
            resolved.append((resolved.count, r))
        }
        // Ties in extent keep the listing order, so the first listed detent comes first.
        resolved.sort { ($0.place.extent, $0.order) < ($1.place.extent, $1.order) }
        var places: [ResolvedDetent] = []
        places.reserveCapacity(resolved.count)
        for entry in resolved {
            if let last = places.last, entry.place.extent - last.extent <= restingTolerance { continue }
            places.append(entry.place)
        }
        return places
    }

    /// The resting place a header whose extent would come to rest at `projected` settles at.
    ///
    /// - Parameters:
    ///   - direction: +1 while the header collapses (content moving up), −1 while it expands,
    ///     0 when unknown; the detent in that direction wins ties within `directionHysteresis`.
    static func choose(projected: CGFloat, direction: CGFloat, among places: [ResolvedDetent]) -> ResolvedDetent? {
        guard !places.isEmpty, projected.isFinite else { return nil }
        if let exact = places.first(where: { abs($0.extent - projected) <= restingTolerance }) { return exact }
        let below = places.last { $0.extent < projected }
        let above = places.first { $0.extent > projected }
        guard let lo = below else { return above }
        guard let hi = above else { return lo }
        var toLo = projected - lo.extent
        var toHi = hi.extent - projected
        if direction > 0 { toLo -= directionHysteresis }
        if direction < 0 { toHi -= directionHysteresis }
        return toLo <= toHi ? lo : hi
    }

    /// The resting place for snapping by direction: the most open place (largest extent)
    /// while the header expands (`direction` < 0), the most closed one while it collapses
    /// (> 0), else whichever of the two is nearer `projected`.
    static func chooseByDirection(projected: CGFloat, direction: CGFloat, among places: [ResolvedDetent]) -> ResolvedDetent? {
        guard let closed = places.first, let open = places.last, projected.isFinite else { return nil }
        if direction < 0 { return open }
        if direction > 0 { return closed }
        return projected - closed.extent <= open.extent - projected ? closed : open
    }

    /// The cosine ease of detent animations: 0 at the start, 1 at the end, never overshooting.
    static func ease(_ u: CGFloat) -> CGFloat {
        let t = min(1, max(0, u))
        return (1 - cos(CGFloat.pi * t)) / 2
    }

    /// How long a detent animation runs, in seconds.
    static let animationDuration: TimeInterval = 0.3
}
