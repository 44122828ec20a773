import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Height model")
struct HeightModelTests {
    /// Ten-line reference of the derived heights: (minWithSA, maxWithSA, maxWithoutSA).
    static func reference(min: CGFloat, max: CGFloat, includes: Bool, t: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        includes ? (min, max, max - t) : (min + t, max + t, max)
    }

    @Test("Derived heights match the reference for every inset, height pair and flag")
    func exhaustiveDerivedHeights() {
        for t: CGFloat in [0, 20, 44, 59, 123] {
            for includes in [true, false] {
                for minimum: CGFloat in [0, 30, 50, 56, 76, 200] {
                    for maximum: CGFloat in [0, 30, 56, 100, 200] {
                        // Given
                        var model = HeightModel(topSafeArea: 0)
                        model.setIncludesSafeArea(includes, topSafeArea: t)
                        _ = model.setMinimumHeight(minimum)
                        _ = model.setMaximumHeight(maximum)
                        // Then: never inverted, and the formulas hold
                        #expect(model.minimumHeight <= model.maximumHeight)
                        let r = Self.reference(min: model.minimumHeight, max: model.maximumHeight, includes: includes, t: t)
                        #expect(model.minWithSafeArea(t) == r.0)
                        #expect(model.maxWithSafeArea(t) == r.1)
                        #expect(model.maxWithoutSafeArea(t) == r.2)
                    }
                }
            }
        }
    }

    @Test("Default heights include the safe area at creation")
    func defaults() {
        for t: CGFloat in [0, 20] {
            let model = HeightModel(topSafeArea: t)
            #expect(model.minimumHeight == 56 + t)
            #expect(model.maximumHeight == 56 + t)
            #expect(model.maxWithoutSafeArea(t) == 56)
        }
    }

    @Test("Turning the flag off resets unset heights to 56")
    func flagOff() {
        var model = HeightModel(topSafeArea: 123)
        model.setIncludesSafeArea(false, topSafeArea: 123)
        #expect(model.minimumHeight == 56 && model.maximumHeight == 56)
        #expect(model.minWithSafeArea(123) == 179 && model.maxWithSafeArea(123) == 179)
    }

    @Test("Setters never invert the pair")
    func coupling() {
        var model = HeightModel(topSafeArea: 0)
        model.setIncludesSafeArea(false, topSafeArea: 0)
        _ = model.setMinimumHeight(50)
        _ = model.setMaximumHeight(30)
        #expect(model.minimumHeight == 30 && model.maximumHeight == 30)
        _ = model.setMaximumHeight(100)
        _ = model.setMinimumHeight(200)
        #expect(model.minimumHeight == 200 && model.maximumHeight == 200)
        #expect(model.minWithSafeArea(20) == 220)
    }

    @Test("Setters report re-injection first, then layout")
    func notifications() {
        var model = HeightModel(topSafeArea: 0)
        let raiseMinimum = model.setMinimumHeight(100)
        #expect(raiseMinimum == [.maximumChanged, .minMaxChanged])
        let lowerMaximum = model.setMaximumHeight(50)
        #expect(lowerMaximum == [.maximumChanged, .minMaxChanged])
        let raiseMaximum = model.setMaximumHeight(80)
        #expect(raiseMaximum == [.maximumChanged, .minMaxChanged])
        let setMinimum = model.setMinimumHeight(60)
        #expect(setMinimum == [.minMaxChanged])
        let same = model.setMinimumHeight(60)
        #expect(same == [])
    }

    @Test("Recalculation follows the inset until a height is set, even to its current value")
    func recalculation() {
        var model = HeightModel(topSafeArea: 20)
        model.recalculate(topSafeArea: 0)
        #expect(model.minimumHeight == 56)
        model.recalculate(topSafeArea: 20)
        _ = model.setMinimumHeight(76)
        model.recalculate(topSafeArea: 0)
        #expect(model.minimumHeight == 76 && model.maximumHeight == 76)
    }

    @Test("Invalid heights are recognised")
    func validity() {
        #expect(!HeightModel.isValidHeight(.nan))
        #expect(!HeightModel.isValidHeight(.infinity))
        #expect(!HeightModel.isValidHeight(-1))
        #expect(HeightModel.isValidHeight(0))
    }
}

@Suite("Height model regressions found by property tests")
struct HeightModelRegressionTests {
    @Test("Toggling the safe-area flag never leaves an explicit minimum above a default maximum")
    func flagToggleKeepsOrder() {
        var model = HeightModel(topSafeArea: 0)
        model.setIncludesSafeArea(false, topSafeArea: 0)
        _ = model.setMinimumHeight(50)
        model.setIncludesSafeArea(true, topSafeArea: 0)
        #expect(model.minimumHeight <= model.maximumHeight)
        var other = HeightModel(topSafeArea: 20)
        _ = other.setMaximumHeight(30)
        other.setIncludesSafeArea(false, topSafeArea: 20)
        #expect(other.minimumHeight <= other.maximumHeight)
    }
}
