import CanopyUIKit
import Testing

/// Dynamic Type and layout direction, written with UIKit's names as an iOS screen file would.
@Suite("UIKit's Dynamic Type and direction spellings")
struct UIKitTypeAndDirectionTests {
    @Test("A label with a preferred font and UIFontMetrics follows the content size category")
    func dynamicType() {
        let window = UIWindow(device: .iPhone15)
        let title = UILabel()
        title.font = UIFont.preferredFont(forTextStyle: .title1)
        title.adjustsFontForContentSizeCategory = true
        let custom = UILabel()
        custom.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17, weight: .bold))
        custom.adjustsFontForContentSizeCategory = true
        window.addSubview(title)
        window.addSubview(custom)
        window.traitOverrides.preferredContentSizeCategory = UIContentSizeCategory.accessibilityExtraExtraExtraLarge
        #expect(title.font.pointSize == 58)
        #expect(custom.font.pointSize == 53 && custom.font.weight == .bold)
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        #expect(UIFontMetrics.default.scaledValue(for: 44, compatibleWith: large) == 44)
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: large).pointSize == 11)
    }

    @Test("Semantic content attributes, effective directions and directional margins use UIKit's names")
    func direction() {
        let window = UIWindow(device: .iPhone15)
        window.traitOverrides.layoutDirection = UITraitEnvironmentLayoutDirection.rightToLeft
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 2)
        #expect(view.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirection.rightToLeft)
        #expect(view.layoutMargins.right == 10)
        view.semanticContentAttribute = UISemanticContentAttribute.forceLeftToRight
        #expect(view.layoutMargins.left == 10)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        let label = UILabel()
        #expect(label.textAlignment == NSTextAlignment.natural)
    }
}
