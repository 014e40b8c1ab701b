package rtjbench.tools.db;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Map;

/** Small JSON texts written with Jackson's generator (every string escaped as JSON wants it). */
final class Json {
    private static final JsonFactory FACTORY = new JsonFactory();

    private Json() {}

    /** {@code {"k": "v", ...}} in the map's order. */
    static String object(Map<String, String> fields) {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = FACTORY.createGenerator(w)) {
            g.writeStartObject();
            for (Map.Entry<String, String> e : fields.entrySet()) g.writeStringField(e.getKey(), e.getValue());
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w.toString();
    }
}
